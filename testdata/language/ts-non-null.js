// Non-null assertions, optional chaining and definite assignment.
interface User { id: number; name: string; manager?: User; email?: string | null }
const users = new Map<number, User>();
const boss: User = { id: 1, name: "Ada", email: "ada@example.com" };
users.set(1, boss);
users.set(2, { id: 2, name: "Bo", manager: boss });
users.set(3, { id: 3, name: "Cy", manager: users.get(2)!, email: null });

let firstWithoutEmail!: User;
for (const u of users.values()) {
  if (!u.email) {
    firstWithoutEmail = u;
    break;
  }
}
const chain = (u: User): string[] => {
  const names: string[] = [];
  let cur: User | undefined = u;
  while (cur) {
    names.push(cur.name);
    cur = cur.manager;
  }
  return names;
};
const cy = users.get(3)!;
return {
  chain: chain(cy),
  managerEmail: cy.manager!.manager!.email!.toUpperCase(),
  firstWithoutEmail: firstWithoutEmail.name,
  missing: users.get(9)?.name ?? "none",
  domain: boss.email!.split("@")[1],
};
