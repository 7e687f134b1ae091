const reviews = ["Love it 😍😍", "meh 😐", "Terrible 👎👎👎", "no emoji", "👍🏼 solid 5/5 ⭐⭐⭐⭐⭐"];
const scored = reviews.map((r) => ({
  r,
  emoji: (r.match(/\p{Extended_Pictographic}/gu) || []).length,
  presentation: (r.match(/\p{Emoji_Presentation}/gu) || []).length,
  modifiers: (r.match(/\p{Emoji_Modifier}/gu) || []).length,
}));
return scored;
