const log = "2024-03-15 ERROR [db] connection lost";
const re = /(?<date>\d{4}-\d{2}-\d{2}) (?<level>[A-Z]+) \[(?<mod>\w+)\]/d;
const m = re.exec(log);
return {
  hasIndices: re.hasIndices,
  flags: re.flags,
  whole: m.indices[0],
  groups: m.indices.groups,
  level: log.slice(...m.indices.groups.level),
};
