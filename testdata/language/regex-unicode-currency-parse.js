const lines = ["Total: €1.234,56", "Subtotal $99.95", "Tax ₹1,200", "Fee ¥500", "Refund -£12.00", "none here"];
return lines.map((l) => {
  const m = l.match(/(?<sign>-)?(?<cur>\p{Sc})(?<amt>[\p{Nd}.,]+)/u);
  return m ? { cur: m.groups.cur, amt: m.groups.amt, neg: Boolean(m.groups.sign) } : null;
});
