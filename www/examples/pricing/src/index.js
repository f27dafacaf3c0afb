const { discountFor } = require('./discount');
const { formatPrice, padRight } = require('./format');

function subtotal(items) {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0);
}

// The amount to pay, rounded to the cent.
function total(items, code) {
  const sum = subtotal(items);
  const rate = discountFor(code);
  return sum - sum * rate;
}

function receipt(items, code) {
  const lines = items.map((item) => padRight(item.name, 20) + formatPrice(item.price * item.qty));
  lines.push(padRight('Total', 20) + formatPrice(total(items, code)));
  return lines.join('\n');
}

module.exports = { subtotal, total, receipt };
