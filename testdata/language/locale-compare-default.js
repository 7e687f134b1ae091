const words = ["banana", "Apple", "cherry", "apple", "Banana", "_id", "10", "9", "éclair", "zebra", "Zebra", "ß", "ss", ""];
return words.toSorted((a, b) => a.localeCompare(b));
