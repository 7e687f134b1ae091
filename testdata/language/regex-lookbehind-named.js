const log = "user=alice id=42 role=admin; user=bob id=7 role=dev";
const users = [...log.matchAll(/(?<=user=)(?<name>\w+) id=(?<id>\d+)/g)].map((m) => ({ ...m.groups, id: Number(m.groups.id) }));
const notAfterDollar = "cost $5 or 5 units".match(/(?<!\$)\b\d+/g);
const backref = /(\w)\1/.exec("hello balloon");
return { users, notAfterDollar, backref: backref && backref[0] };
