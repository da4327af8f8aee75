// node-polyglot requires the object.entries polyfill, which with its helpers weighs about as much as the translator
// itself; every browser the SPA supports has the built-in
module.exports = Object.entries;
