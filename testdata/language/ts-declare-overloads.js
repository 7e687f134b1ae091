// Ambient declarations, overload signatures, optional and default
// parameters, and a `this` parameter.
declare const tools: { search(query: string): Promise<unknown> } | undefined;
declare function log(msg: string): void;

function format(value: number): string;
function format(value: Date, withTime?: boolean): string;
function format(value: string[], sep?: string): string;
function format(value: number | Date | string[], opt?: boolean | string): string {
  if (typeof value === "number") return value.toFixed(2);
  if (value instanceof Date) return opt ? value.toISOString() : value.toISOString().slice(0, 10);
  return value.join(typeof opt === "string" ? opt : ", ");
}
function describe(this: { label: string }, suffix: string = "!"): string {
  return this.label + suffix;
}
function range(start: number, end?: number, step = 1): number[] {
  if (end === undefined) [start, end] = [0, start];
  const out: number[] = [];
  for (let i = start; i < end; i += step) out.push(i);
  return out;
}

const d = new Date(Date.UTC(2024, 1, 29, 13, 5));
return {
  n: format(3.14159),
  date: format(d),
  dateTime: format(d, true),
  list: format(["a", "b"], " | "),
  described: describe.call({ label: "done" }),
  r1: range(4),
  r2: range(2, 10, 3),
  hasTools: typeof tools !== "undefined",
};
