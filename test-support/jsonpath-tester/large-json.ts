// Test-only: a JSON document of about `megabytes` MB, as a shop export might be: an array of orders
// with nested customers, line items and tags. The same text on every call for a size.
export function largeOrdersJson(megabytes: number): string {
  const orders: string[] = [];
  let length = 0;
  for (let id = 0; length < megabytes * 1_000_000; id++) {
    const order = JSON.stringify({
      id,
      status: ["paid", "shipped", "refunded"][id % 3],
      customer: {
        name: `Customer ${id % 997}`,
        email: `c${id % 997}@example.com`,
        vip: id % 11 === 0,
      },
      items: [
        { sku: `SKU-${id % 101}`, qty: (id % 4) + 1, price: ((id * 37) % 20000) / 100 },
        { sku: `SKU-${(id * 7) % 101}`, qty: 1, price: ((id * 53) % 9000) / 100 },
      ],
      tags: ["web", id % 2 === 0 ? "promo" : "regular"],
      note: id % 5 === 0 ? "Leave at the door \u00e9 \u2014 thanks" : null,
    });
    orders.push(order);
    length += order.length + 4;
  }
  return `{\n  "orders": [\n    ${orders.join(",\n    ")}\n  ]\n}\n`;
}
