// The sample behind "Load sample": spec §3's bookstore (books with category, author, title and
// price; a bicycle with color, price and @type; an expensive flag), written on one line so that
// formatting it shows at once. The order id and a price of 12.50 show that numbers stay as written.
export const SAMPLE_JSON =
  '{"store":{"orderId":17478252242305210114,"book":[' +
  '{"category":"reference","author":"Grace Hopper","title":"Notes on Compilers","price":8.95},' +
  '{"category":"fiction","author":"Octavia Lane","title":"The Quiet Orbit","price":12.50},' +
  '{"category":"fiction","author":"Tomás Ribeiro","title":"Harbour of Glass","isbn":"0-553-21311-3","price":8.99},' +
  '{"category":"fiction","author":"Mei Tanaka","title":"Winter Ledger","isbn":"0-395-19395-8","price":22.99}],' +
  '"bicycle":{"color":"red","price":19.95,"@type":"road"}},"expensive":true}';
