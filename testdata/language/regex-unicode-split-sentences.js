const text = "Hello world! ¿Cómo estás? Très bien. 你好。Done";
return text.split(/(?<=[.!?。])\s*/u).filter(Boolean);
