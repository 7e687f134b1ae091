// expect: runtime_error
// options: {"timeoutMs": 60000}
// A class whose constructor constructs itself.
class Node { constructor() { this.next = new Node(); } }
new Node();
