// Test data: varied programs whose console.log output must not change when they are minified
// (js-minify.test.ts runs each in node:vm before and after). No eval, no reliance on names.

export const BEHAVIOUR_PROGRAMS: Record<string, string> = {
  closures: `
    function makeCounter(start) {
      let count = start;
      return { next: () => ++count, reset() { count = start; return count; } };
    }
    const first = makeCounter(10), second = makeCounter(0);
    first.next(); first.next(); second.next();
    console.log(first.next(), second.next(), first.reset());
    const callbacks = [];
    for (let i = 0; i < 3; i++) callbacks.push(() => i * i);
    var legacy = [];
    for (var j = 0; j < 3; j++) legacy.push(() => j);
    console.log(callbacks.map((f) => f()).join(","), legacy.map((f) => f()).join(","));
    const once = (fn) => { let done = false, value; return (...args) => done ? value : (done = true, value = fn(...args)); };
    const init = once((x) => x * 2);
    console.log(init(21), init(100));
  `,
  classes: `
    class Shape {
      static count = 0;
      #id;
      constructor(sides) { this.sides = sides; this.#id = ++Shape.count; }
      describe() { return this.kind() + " #" + this.#id + " with " + this.sides + " sides"; }
      kind() { return "shape"; }
      static compare(a, b) { return a.sides - b.sides; }
    }
    class Square extends Shape {
      constructor(size) { super(4); this.size = size; }
      kind() { return "square"; }
      get area() { return this.size ** 2; }
      describe() { return super.describe() + ", area " + this.area; }
    }
    class Triangle extends Shape { constructor() { super(3); } }
    const shapes = [new Square(3), new Triangle(), new Square(1)].sort(Shape.compare);
    for (const s of shapes) console.log(s.describe());
    console.log(shapes[0] instanceof Shape, shapes[1] instanceof Triangle, Shape.count);
  `,
  gettersAndSetters: `
    const temperature = {
      _celsius: 20,
      get fahrenheit() { return this._celsius * 9 / 5 + 32; },
      set fahrenheit(f) { this._celsius = (f - 32) * 5 / 9; },
    };
    temperature.fahrenheit = 212;
    console.log(temperature._celsius, temperature.fahrenheit);
    const log = [];
    const watched = {};
    Object.defineProperty(watched, "value", {
      get() { log.push("read"); return 7; },
      set(v) { log.push("write " + v); },
      enumerable: false,
    });
    watched.value = 3;
    console.log(watched.value + watched.value, Object.keys(watched).length, log.join("; "));
  `,
  tryCatchFinally: `
    class ValidationError extends Error {
      constructor(field) { super("invalid " + field); this.field = field; }
    }
    function parse(input) {
      const steps = [];
      try {
        steps.push("start");
        if (input === "") throw new ValidationError("empty");
        if (input === "boom") null.property;
        steps.push("parsed " + JSON.parse(input).value);
        return steps;
      } catch (error) {
        steps.push(error instanceof ValidationError ? "validation: " + error.field : error.constructor === TypeError ? "type error" : "other: " + error.name);
        return steps;
      } finally {
        steps.push("finally");
      }
    }
    for (const input of ['{"value":1}', "", "boom", "{bad"]) console.log(parse(input).join(" > "));
    function finallyWins() { try { return "try"; } finally { console.log("finally runs first"); } }
    console.log(finallyWins());
  `,
  labels: `
    const grid = [[1, 2, 3], [4, -5, 6], [7, 8, 9]];
    let found = null;
    outer: for (let row = 0; row < grid.length; row++) {
      for (let col = 0; col < grid[row].length; col++) {
        if (grid[row][col] < 0) { found = [row, col]; break outer; }
      }
    }
    console.log("negative at", found.join(","));
    const odds = [];
    rows: for (const row of grid) {
      for (const value of row) {
        if (value % 2 === 0) continue rows;
        odds.push(value);
      }
    }
    console.log(odds.join(" "));
    block: { if (odds.length > 1) break block; console.log("never printed"); }
    console.log("after block");
  `,
  regularExpressions: `
    const text = "2024-01-15 and 1999-12-31, not 2024-13-45";
    const dates = [...text.matchAll(/(?<year>\\d{4})-(?<month>0[1-9]|1[0-2])-(?<day>\\d{2})/g)];
    console.log(dates.map((m) => m.groups.day + "/" + m.groups.month + "/" + m.groups.year).join(" "));
    console.log("snake_case_name".replace(/_(\\w)/g, (_, c) => c.toUpperCase()));
    const sticky = /a+/y;
    sticky.lastIndex = 2;
    console.log(sticky.test("bbaaa"), sticky.lastIndex, /^[\\w.+-]+@\\w+\\.\\w{2,}$/i.test("Me@Example.COM"));
    console.log("a, b;c  d".split(/[,;\\s]+/).join("|"), /(\\d+)\\s\\1/.exec("10 10 20")[0]);
  `,
  templateLiterals: `
    const item = { name: "Keyboard", price: 49.5, tags: ["usb", "black"] };
    console.log(\`\${item.name} costs $\${item.price.toFixed(2)} (\${item.tags.map((t) => \`#\${t}\`).join(" ")})\`);
    function currency(strings, ...values) {
      return strings.reduce((out, s, i) => out + s + (i < values.length ? "[" + values[i] + "]" : ""), "");
    }
    console.log(currency\`total \${1 + 2} of \${"three"}\`);
    const raw = String.raw\`C:\\new\\table \${1 + 1}\`;
    console.log(raw, raw.length);
    console.log(\`multi
line\`.split("\\n").length);
  `,
  asyncAwait: `
    const order = [];
    const sleep = (ms, v) => new Promise((resolve) => setTimeout(() => resolve(v), ms));
    async function fetchAll() {
      order.push("start");
      const [a, b] = await Promise.all([sleep(5, "a"), sleep(1, "b")]);
      order.push("all " + a + b);
      try { await Promise.reject(new Error("nope")); } catch (e) { order.push("caught " + e.message); }
      const winner = await Promise.race([sleep(8, "slow"), sleep(2, "fast")]);
      order.push("race " + winner);
      return order.length;
    }
    async function* countdown(n) { while (n > 0) { await sleep(1); yield n--; } }
    (async () => {
      Promise.resolve().then(() => order.push("microtask"));
      order.push("sync");
      const steps = await fetchAll();
      const seen = [];
      for await (const n of countdown(3)) seen.push(n);
      console.log(order.join(", "), steps, seen.join(""));
    })();
  `,
  destructuring: `
    const user = { id: 7, profile: { name: "Ada", langs: ["en", "fr"] }, active: undefined };
    const { id, profile: { name, langs: [first, ...otherLangs] }, active = true, missing = "default" } = user;
    console.log(id, name, first, otherLangs.length, active, missing);
    let x = 1, y = 2;
    [x, y] = [y, x];
    console.log(x, y);
    function area({ width = 1, height = width * 2 } = {}, ...[scale = 1]) { return width * height * scale; }
    console.log(area(), area({ width: 3 }), area({ width: 2, height: 5 }, 10));
    const entries = Object.entries({ b: 2, a: 1 }).map(([k, v]) => k + "=" + v).sort();
    const { length, [0]: head } = entries;
    console.log(length, head, { ...user.profile, name: "Grace" }.name);
  `,
  generators: `
    function* range(start, end, step = 1) { for (let i = start; i < end; i += step) yield i; }
    function* take(iterable, n) { let i = 0; for (const v of iterable) { if (i++ >= n) return "stopped"; yield v; } return "done"; }
    function* fibonacci() { let [a, b] = [0, 1]; for (;;) { yield a; [a, b] = [b, a + b]; } }
    console.log([...range(0, 10, 3)].join(","), [...take(fibonacci(), 10)].join(","));
    function* delegate() { const result = yield* take([1, 2], 5); yield result; }
    console.log([...delegate()].join(" "));
    const gen = range(0, 3);
    console.log(gen.next().value, gen.return(99).value, gen.next().done);
  `,
  builtinsAndOperators: `
    const map = new Map([["b", 2], ["a", 1]]);
    const set = new Set([3, 1, 3, 2]);
    const sym = Symbol("tag");
    const obj = { [sym]: "hidden", visible: 1, nested: { deep: null } };
    console.log([...map.keys()].join(""), [...set].join(""), Object.keys(obj).length, obj[sym]);
    console.log(obj.nested?.deep?.value ?? "fallback", obj.nope?.(), 0 || "or", 0 ?? "nullish");
    console.log(0.1 + 0.2 === 0.3, Object.is(-0, 0), 1 / -0, Number.isNaN(0 / 0), 2n ** 64n, typeof 1n);
    console.log(JSON.stringify({ z: 1, a: [1, { b: undefined }] }), [10, 9, 1].sort().join(","), [10, 9, 1].sort((a, b) => a - b).join(","));
    let n = 5; n **= 2; n >>= 1; n ||= 100; n &&= n + 1;
    console.log(n, "abc".at(-1), "x".padStart(3, "-"), [1, [2, [3, [4]]]].flat(Infinity).length);
  `,
  switchAndHoisting: `
    function classify(value) {
      switch (typeof value) {
        case "number":
          if (Number.isInteger(value)) return "integer";
        // falls through
        case "bigint":
          return "numeric";
        case "string":
        case "symbol":
          return "text-like";
        default:
          return value === null ? "null" : "other";
      }
    }
    console.log([1, 1.5, 2n, "s", null, {}].map(classify).join(" "));
    console.log(typeof hoisted, hoisted(), typeof notYet);
    function hoisted() { return "hoisted works"; }
    var notYet = () => 1;
    var counter = 0;
    function increment() { counter += arguments.length; return this === undefined ? "strict" : "sloppy"; }
    console.log(increment(1, 2, 3), counter);
  `,
};

/** A program that reads function and class names: it behaves the same only with names kept. */
export const NAME_READING_PROGRAM = `
  function calculateTotal() { return 1; }
  class ShoppingCart {}
  const handler = function namedHandler() {};
  console.log(calculateTotal.name, ShoppingCart.name, handler.name);
`;
