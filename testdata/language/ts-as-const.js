// `as const` tuples and objects, and the types derived from them.
const REGIONS = ["us-east", "eu-west", "ap-south"] as const;
type Region = (typeof REGIONS)[number];
const LIMITS = { free: 10, pro: 100, team: 1000 } as const;
type Plan = keyof typeof LIMITS;

function isRegion(s: string): s is Region {
  return (REGIONS as readonly string[]).includes(s);
}
function quota(plan: Plan, used: number): { plan: Plan; left: number } {
  return { plan, left: Math.max(0, LIMITS[plan] - used) };
}

const requested = ["eu-west", "mars-1", "us-east"];
const valid: Region[] = requested.filter(isRegion);
const invalid = requested.filter((r) => !isRegion(r));
const accounts: Array<[Plan, number]> = [["free", 12], ["pro", 40], ["team", 999]];
return {
  valid,
  invalid,
  quotas: accounts.map(([p, u]) => quota(p, u)),
  frozen: Object.isFrozen(LIMITS),
  plans: Object.keys(LIMITS) as Plan[],
};
