class Account {
  static #count = 0;
  #balance = 0;
  static create(owner) { Account.#count++; return new Account(owner); }
  static get count() { return Account.#count; }
  constructor(owner) { this.owner = owner; }
  deposit(n) { if (n <= 0) throw new RangeError("positive only"); this.#balance += n; return this; }
  get balance() { return this.#balance; }
  toJSON() { return { owner: this.owner, balance: this.#balance }; }
}
class Savings extends Account {
  rate = 0.02;
  interest() { return +(this.balance * this.rate).toFixed(2); }
}
const s = new Savings("ann").deposit(100).deposit(50.5);
Account.create("bob");
let err;
try { s.deposit(-1); } catch (e) { err = `${e.name}: ${e.message}`; }
return { json: JSON.stringify(s), interest: s.interest(), count: Account.count, err, isAccount: s instanceof Account };
