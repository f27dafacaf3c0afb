function formatPrice(amount) {
  return amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function padRight(text, width) {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

module.exports = { formatPrice, padRight };
