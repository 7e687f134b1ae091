// Discriminated unions and user-defined type guards over mixed tool output.
type TextPart = { kind: "text"; text: string };
type ImagePart = { kind: "image"; url: string; width?: number };
type ErrorPart = { kind: "error"; code: number; message: string };
type Part = TextPart | ImagePart | ErrorPart;

function isError(p: Part): p is ErrorPart {
  return p.kind === "error";
}
function describe(p: Part): string {
  switch (p.kind) {
    case "text":
      return `text(${p.text.length})`;
    case "image":
      return `image ${p.url}${p.width ? ` @${p.width}px` : ""}`;
    default: {
      const e: ErrorPart = p;
      return `error ${e.code}`;
    }
  }
}
function assertNever(x: never): never {
  throw new Error("unexpected " + JSON.stringify(x));
}

const parts: Part[] = [
  { kind: "text", text: "hello" },
  { kind: "image", url: "a.png", width: 320 },
  { kind: "error", code: 429, message: "rate limited" },
  { kind: "image", url: "b.png" },
];
const errors = parts.filter(isError);
let caught = "";
try {
  assertNever({ kind: "video" } as never);
} catch (e) {
  caught = (e as Error).message;
}
console.log(parts.map(describe).join("; "));
return { described: parts.map(describe), errorCodes: errors.map((e) => e.code), caught };
