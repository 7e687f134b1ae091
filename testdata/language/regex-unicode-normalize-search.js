// Accent-insensitive search over product names.
const products = ["Crème Brûlée", "creme fraiche", "Café Noir", "Cafe Latte", "Jalapeño Dip"];
const fold = (s) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
const search = (q) => products.filter((p) => fold(p).includes(fold(q)));
return { creme: search("crème"), cafe: search("CAFE"), jalapeno: search("jalapeno") };
