const html = '<b>bold</b> and <i>italic</i>';
return {
  greedy: html.match(/<.+>/)[0],
  lazy: html.match(/<.+?>/g),
  tags: [...html.matchAll(/<(\w+)>(.*?)<\/\1>/g)].map((m) => [m[1], m[2]]),
  possessiveLike: "aaa".match(/a{2,}?/)[0],
  alternation: "cat dog bird".match(/\b(?:cat|bird)\b/g),
  multiline: "a\nb\nc".match(/^\w$/gm),
  dotAll: /a.b/s.test("a\nb"),
};
