// JSON.stringify(rows, null, 2), then JSON.parse, then compact stringify
const text = JSON.stringify(records, null, 2);
const back = JSON.parse(text);
const compact = JSON.stringify(back.slice(0, 5000));
return text.length + ":" + back.length + ":" + compact.length;
