import { loadLeadDialogWords } from "../lead-dialog-words";

describe("loadLeadDialogWords", () => {
  const copy = { key: "k", strings: [{ key: "a", text: "A" }] };
  const answer = (status: number, body: unknown) => async () => ({ ok: status === 200, status, json: async () => body });

  it("gives the file's words", async () => {
    const data = {
      leadForms: copy,
      demo: { ...copy, heading: "H", intro: null },
      newsletter: { ...copy, heading: "N", intro: null },
      siteYaml: { newsletterBase: 1 },
    };
    await expect(loadLeadDialogWords("/w.json", answer(200, data))).resolves.toEqual(data);
  });

  it("rejects a missing file or another shape, so the next opening tries again", async () => {
    await expect(loadLeadDialogWords("/w.json", answer(404, null))).rejects.toThrow("/w.json answered 404.");
    await expect(loadLeadDialogWords("/w.json", answer(200, { leadForms: copy }))).rejects.toThrow("not the dialogs' words");
  });
});
