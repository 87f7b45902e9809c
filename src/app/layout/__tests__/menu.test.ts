import { filterMenuGroups } from "../menu";

describe("menu search", () => {
  const groups = [
    { heading: "For education", items: [{ label: "Classroom Gestures" }, { label: "ASL Training" }] },
    { heading: "Integrations", items: [{ label: "Slack" }, { label: "Salesforce" }] },
  ];
  it("keeps matching items, ignoring case and accents, and drops empty groups", () => {
    expect(filterMenuGroups(groups, "sla")).toEqual([{ heading: "Integrations", items: [{ label: "Slack" }] }]);
    expect(filterMenuGroups(groups, "ÁSL")).toEqual([{ heading: "For education", items: [{ label: "ASL Training" }] }]);
    expect(filterMenuGroups(groups, "  ")).toEqual(groups);
    expect(filterMenuGroups(groups, "zzz")).toEqual([]);
  });
});
