// node-polyglot (ra-i18n-polyglot's translator) calls `require('object.entries')(obj)`: that package is a
// polyfill for engines before ES2017, and with its get-intrinsic and call-bind helpers it weighed about as much
// as the translator itself in the signed-in app's first script. Every browser the SPA supports has the built-in.
module.exports = Object.entries;
