import {
  barChart,
  consolePath,
  detailFields,
  exportFileName,
  fieldLabel,
  fieldText,
  leadFiltersSearch,
  leadsQuery,
  longDay,
  niceCeiling,
  NO_FILTERS,
  parseConsolePath,
  percent,
  readLeadFilters,
  shortDay,
  shortTime,
  withQuery,
} from "../rules";

describe("console addresses", () => {
  it.each([
    ["/team/", { view: "leads" }],
    ["/team/waitlist/", { view: "waitlist" }],
    ["/team/subscribers", { view: "subscribers" }],
    ["/team/analytics/", { view: "analytics" }],
    ["/team/audit/", { view: "audit" }],
    ["/team/leads/", { view: "leads" }],
    ["/team/leads/demo/0b5f2c1e-1111-4222-8333-944445555666/", { view: "lead", kind: "demo", id: "0b5f2c1e-1111-4222-8333-944445555666" }],
    ["/team/leads/spam/1/", { view: "unknown" }],
    ["/team/leads/demo/", { view: "unknown" }],
    ["/team/nothing/", { view: "unknown" }],
    ["/team/leads/demo/%E0%A4%A/", { view: "unknown" }],
    ["/page-team/", { view: "unknown" }],
  ])("%s is %j", (path, route) => {
    expect(parseConsolePath(path)).toEqual(route);
  });

  it("builds the address of each view and lead, which reads back as the same route", () => {
    expect(consolePath({ view: "leads" })).toBe("/team/");
    expect(consolePath({ view: "audit" })).toBe("/team/audit/");
    const lead = { view: "lead", kind: "application", id: "a b" } as const;
    expect(consolePath(lead)).toBe("/team/leads/application/a%20b/");
    expect(parseConsolePath(consolePath(lead))).toEqual(lead);
  });
});

describe("leads filters in the address", () => {
  it("reads known values and drops unknown or malformed ones", () => {
    expect(readLeadFilters("?kind=demo&status=spam&q=%20Acme%20&cursor=abc_1-2")).toEqual({
      kind: "demo",
      status: "spam",
      q: "Acme",
      cursor: "abc_1-2",
    });
    expect(readLeadFilters("?kind=newsletter&status=deleted&cursor=a%20b")).toEqual(NO_FILTERS);
    expect(readLeadFilters("")).toEqual(NO_FILTERS);
    expect(readLeadFilters(`?q=${"x".repeat(300)}`).q).toHaveLength(200);
  });

  it("writes one address per view, without the empty filters, and reads it back", () => {
    const filters = { kind: "contact", status: "new", q: "Jo Doe", cursor: "" } as const;
    expect(leadFiltersSearch(filters)).toBe("?kind=contact&status=new&q=Jo+Doe");
    expect(readLeadFilters(leadFiltersSearch(filters))).toEqual(filters);
    expect(leadFiltersSearch(NO_FILTERS)).toBe("");
  });

  it("asks the service with the same keys, leaving out those not set", () => {
    expect(leadsQuery({ kind: "", status: "handled", q: " ", cursor: "c1" })).toEqual({ status: "handled", cursor: "c1" });
    expect(withQuery("team/leads", { q: "a&b", limit: 5 })).toBe("team/leads?q=a%26b&limit=5");
    expect(withQuery("team/leads", {})).toBe("team/leads");
  });
});

describe("the page-views chart", () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [120, 200],
    [501, 1000],
  ])("the scale above %d is %d", (value, scale) => {
    expect(niceCeiling(value)).toBe(scale);
  });

  it("draws bars in equal slots, heights against the scale, with guide lines from 0 to its top", () => {
    const { bars, max, ticks } = barChart(
      [
        { label: "a", value: 5 },
        { label: "b", value: 10 },
      ],
      200,
      100,
      0.5,
      2,
    );
    expect(max).toBe(10);
    expect(bars).toEqual([
      { label: "a", value: 5, x: 25, y: 50, width: 50, height: 50 },
      { label: "b", value: 10, x: 125, y: 0, width: 50, height: 100 },
    ]);
    expect(ticks).toEqual([
      { value: 0, y: 100 },
      { value: 5, y: 50 },
      { value: 10, y: 0 },
    ]);
  });

  it("draws an empty or all-zero series without dividing by zero", () => {
    expect(barChart([], 100, 50).bars).toEqual([]);
    expect(barChart([{ label: "a", value: 0 }], 100, 50).bars[0].height).toBe(0);
  });
});

describe("words of the console", () => {
  it("shows days and times in UTC", () => {
    expect(shortDay("2026-11-27")).toBe("Nov 27");
    expect(shortDay("not a day")).toBe("not a day");
    expect(longDay("2026-11-27")).toBe("Nov 27, 2026");
    expect(longDay("not a day")).toBe("not a day");
    expect(shortTime("2026-11-27T23:59:00.000Z")).toBe("Nov 27, 2026, 23:59 UTC");
  });

  it("names a stored field as a person would", () => {
    expect(fieldLabel("company_name")).toBe("Company name");
    expect(fieldLabel("email")).toBe("Email");
    expect(fieldLabel("spam", { spam: "Flagged as spam on arrival" })).toBe("Flagged as spam on arrival");
    expect(fieldLabel("company_name", { spam: "Flagged as spam on arrival" })).toBe("Company name");
  });

  it("lists a lead's stored fields without the time its header shows as Received", () => {
    const fields = { first_name: "Ada", created_at: "2026-11-27T18:09:59.768Z", spam: false };
    expect(detailFields(fields)).toEqual([
      ["first_name", "Ada"],
      ["spam", false],
    ]);
  });

  it("shows a stored field as text", () => {
    expect(fieldText(null)).toBe("—");
    expect(fieldText("")).toBe("—");
    expect(fieldText(true)).toBe("Yes");
    expect(fieldText(3)).toBe("3");
    expect(fieldText("2026-11-27T18:09:59.768Z")).toBe("Nov 27, 2026, 18:09 UTC");
    expect(fieldText("2026-11-27 is a day")).toBe("2026-11-27 is a day");
    expect(
      fieldText([
        { name: "Gestura Pro", quantity: 2 },
        { name: "Stand", quantity: 1 },
      ]),
    ).toBe("2 × Gestura Pro\n1 × Stand");
  });

  it("rounds shares and names exports by their day", () => {
    expect(percent(1, 3)).toBe("33%");
    expect(percent(4, 0)).toBe("0%");
    expect(exportFileName("subscribers", new Date("2026-11-27T23:00:00Z"))).toBe("gestura-subscribers-2026-11-27.csv");
  });
});

describe("the chart's guide lines", () => {
  it("are whole numbers when the scale is small", () => {
    expect(barChart([{ label: "a", value: 1 }], 100, 50).ticks.map((tick) => tick.value)).toEqual([0, 1]);
    expect(barChart([{ label: "a", value: 2 }], 100, 50).ticks.map((tick) => tick.value)).toEqual([0, 1, 2]);
    expect(barChart([{ label: "a", value: 9 }], 100, 50).ticks.map((tick) => tick.value)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(barChart([{ label: "a", value: 180 }], 100, 50).ticks.map((tick) => tick.value)).toEqual([0, 50, 100, 150, 200]);
  });
});
