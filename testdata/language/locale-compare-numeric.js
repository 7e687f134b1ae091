const files = ["report10.pdf", "report2.pdf", "Report1.pdf", "report1.pdf", "summary.txt", "appendix-b.md", "appendix-a.md"];
return {
  natural: files.toSorted((a, b) => a.localeCompare(b, undefined, { numeric: true })),
  plain: files.toSorted((a, b) => a.localeCompare(b)),
  versions: ["v1.10.0", "v1.2.0", "v1.9.3", "v2.0.0"].sort((a, b) => a.localeCompare(b, "en", { numeric: true })),
};
