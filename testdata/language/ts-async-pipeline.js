// An async pipeline with typed stages, Promise<T> generics and
// Promise.allSettled, as code mode writes it around tool calls.
type Fetched<T> = { ok: true; value: T } | { ok: false; error: string };
interface Page { url: string; status: number; bytes: number }

const fakeFetch = async (url: string): Promise<Page> => {
  await new Promise<void>((resolve) => setTimeout(resolve, 1));
  if (url.includes("bad")) throw new Error(`404 for ${url}`);
  return { url, status: 200, bytes: url.length * 100 };
};
async function settle<T>(ps: Promise<T>[]): Promise<Fetched<T>[]> {
  const results = await Promise.allSettled(ps);
  return results.map((r): Fetched<T> =>
    r.status === "fulfilled" ? { ok: true, value: r.value } : { ok: false, error: (r.reason as Error).message },
  );
}
const stage = <A, B>(f: (a: A) => B) => (xs: A[]): B[] => xs.map(f);

const urls: string[] = ["https://a.example/x", "https://bad.example/y", "https://c.example/zz"];
const fetched = await settle<Page>(urls.map(fakeFetch));
const pages = fetched.flatMap((f) => (f.ok ? [f.value] : []));
const failures = fetched.filter((f): f is { ok: false; error: string } => !f.ok).map((f) => f.error);
const sizes = stage<Page, number>((p) => p.bytes)(pages);
for (const e of failures) console.warn(e);
return { total: sizes.reduce((a: number, b: number) => a + b, 0), ok: pages.length, failures };
