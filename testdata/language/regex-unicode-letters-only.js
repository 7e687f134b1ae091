const names = ["José Álvarez", "Zoë O'Brien", "李小龍", "Ørsted A/S", "Mary-Jane 3rd"];
return names.map((n) => ({ name: n, letters: (n.match(/\p{L}/gu) || []).length, clean: n.replace(/[^\p{L}\s]/gu, "") }));
