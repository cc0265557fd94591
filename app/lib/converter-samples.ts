// The sample data of spec §3 behind the converters' "Load sample" buttons: the JSON bookstore (books
// with category, author, title and price; a bicycle with color, price and @type; an expensive
// flag) and the CSV of products (ID, Name, Category, Price, InStock; five rows).

export const SAMPLE_BOOKSTORE_JSON = `{
  "store": {
    "book": [
      {
        "category": "reference",
        "author": "Grace Hopper",
        "title": "Notes on Compilers",
        "price": 8.95
      },
      {
        "category": "fiction",
        "author": "Octavia Lane",
        "title": "The Quiet Orbit",
        "price": 12.99
      },
      {
        "category": "fiction",
        "author": "Tomás Ribeiro",
        "title": "Harbour of Glass & Salt",
        "price": 8.99
      },
      {
        "category": "fiction",
        "author": "Mei Tanaka",
        "title": "Winter Ledger",
        "price": 22.99
      }
    ],
    "bicycle": {
      "@type": "road",
      "color": "red",
      "price": 19.95
    }
  },
  "expensive": true
}
`;

export const SAMPLE_PRODUCTS_CSV = `ID,Name,Category,Price,InStock
1,Mechanical Keyboard,Electronics,89.99,true
2,"Desk Lamp, LED",Home,24.50,true
3,Notebook (A5),Stationery,3.75,false
4,USB-C Cable,Electronics,9.99,true
5,"Coffee Mug ""Dev""",Kitchen,12.00,false
`;
