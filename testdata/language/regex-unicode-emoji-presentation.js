const s = "Launch 🚀 at 10:00 #release ©2024 ✔ done ✅";
return {
  presentation: s.match(/\p{Emoji_Presentation}/gu),
  pictographic: s.match(/\p{Extended_Pictographic}/gu),
  emoji: s.match(/\p{Emoji}/gu),
};
