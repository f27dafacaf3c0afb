// Kept for the old checkout page, which nothing loads any more.
function oldTotal(items) {
  let sum = 0;
  for (let i = 0; i < items.length; i++) sum += items[i].price * items[i].qty;
  return Math.round(sum * 100) / 100;
}

module.exports = { oldTotal };
