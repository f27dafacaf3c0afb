const CODES = {
  WELCOME: 0.1,
  HALF: 0.5,
  STAFF: 0.3,
};

function discountFor(code) {
  if (!code) return 0;
  const rate = CODES[String(code).toUpperCase()];
  return rate === undefined ? 0 : rate;
}

function isValidCode(code) {
  return Object.prototype.hasOwnProperty.call(CODES, String(code).toUpperCase());
}

module.exports = { discountFor, isValidCode };
