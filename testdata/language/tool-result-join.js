const users = [{ id: 1, name: "Ann", teamId: 10 }, { id: 2, name: "Ben", teamId: 20 }, { id: 3, name: "Cid", teamId: 10 }, { id: 4, name: "Dot", teamId: 99 }];
const teams = [{ id: 10, name: "Core" }, { id: 20, name: "Web" }];
const teamById = new Map(teams.map((t) => [t.id, t]));
const joined = users.map((u) => ({ user: u.name, team: teamById.get(u.teamId)?.name ?? "(none)" }));
const sizes = {};
for (const j of joined) sizes[j.team] = (sizes[j.team] || 0) + 1;
return { joined, sizes };
