// Mapped and utility types over records from a CRM tool.
interface Contact {
  id: string;
  name: string;
  email: string;
  phone?: string;
  score: number;
}
type ContactPatch = Partial<Omit<Contact, "id">>;
type ContactRow = Pick<Contact, "id" | "name"> & { tier: Tier };
type Tier = "gold" | "silver" | "bronze";
type Counts = { [T in Tier]: number };
type Readonlyish<T> = { readonly [K in keyof T]: T[K] };

function applyPatch(c: Contact, patch: ContactPatch): Contact {
  return { ...c, ...patch };
}
function tierOf(score: number): Tier {
  return score >= 80 ? "gold" : score >= 50 ? "silver" : "bronze";
}

const contacts: Readonlyish<Contact>[] = [
  { id: "c1", name: "Ana", email: "ana@x.io", score: 91 },
  { id: "c2", name: "Ben", email: "ben@x.io", score: 55, phone: "555-0100" },
  { id: "c3", name: "Cai", email: "cai@x.io", score: 12 },
];
const patched = applyPatch(contacts[2] as Contact, { score: 60, phone: undefined });
const rows: ContactRow[] = [contacts[0], contacts[1], patched].map(({ id, name, score }) => ({ id, name, tier: tierOf(score) }));
const counts = rows.reduce<Counts>((acc, r) => ({ ...acc, [r.tier]: acc[r.tier] + 1 }), { gold: 0, silver: 0, bronze: 0 });
return { rows, counts, patchedKeys: Object.keys(patched) };
