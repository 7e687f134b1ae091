const text = `Contact: alice@example.com, bob.smith+tag@mail.co.uk.
Docs at https://docs.example.com/v2/start?x=1#intro and http://localhost:3000/api.
Invalid: foo@bar, @nope`;
const emails = text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g);
const urls = [...text.matchAll(/https?:\/\/[^\s,]+[^\s,.]/g)].map((m) => m[0]);
const hosts = urls.map((u) => new URL(u).host);
return { emails, urls, hosts };
