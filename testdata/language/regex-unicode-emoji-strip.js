// Remove emoji from chat messages before storing them.
const messages = ["Great job 🎉🎉", "ship it 🚀", "❤️ thanks!", "no emoji here", "👍🏽 ok", "call me at 5 ☎️"];
const cleaned = messages.map((m) => m.replace(/\p{Extended_Pictographic}(\uFE0F)?(\p{Emoji_Modifier})?/gu, "").trim());
const counts = messages.map((m) => (m.match(/\p{Extended_Pictographic}/gu) || []).length);
return { cleaned, counts };
