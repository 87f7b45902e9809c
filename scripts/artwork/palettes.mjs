// One calm palette per blog category (see data/categories.yaml).
export const CATEGORY_PALETTES = {
  "Innovation & Technology": {
    bg: ["#1e2a78", "#3b1f6e"], glows: ["#4cc9f0", "#7b5cff", "#2ec4b6"],
    accents: ["#4cc9f0", "#7b5cff", "#2ec4b6", "#ffd166"], hand: "#f4f1ff", sleeve: "#4cc9f0",
    frame: "#0f1640", surface: "#f5f7ff", light: ["#eef2ff", "#e0f7fb"], ink: "#1e2a78", onBg: "#ffffff",
  },
  "Education & Learning": {
    bg: ["#ffd8a8", "#ffb4a2"], glows: ["#fff3bf", "#ff9f68", "#8fd3c7"],
    accents: ["#ff7b54", "#2a9d8f", "#264653", "#f4a261"], hand: "#fffaf3", sleeve: "#2a9d8f",
    frame: "#264653", surface: "#fffdf8", light: ["#fff7ec", "#eaf6f3"], ink: "#264653", onBg: "#264653",
  },
  "Digital Health Ethics": {
    bg: ["#14b8a6", "#0e7490"], glows: ["#99f6e4", "#5eead4", "#bae6fd"],
    accents: ["#99f6e4", "#fb7185", "#38bdf8", "#fde68a"], hand: "#f0fdfa", sleeve: "#134e4a",
    frame: "#134e4a", surface: "#f0fdfa", light: ["#ecfdf5", "#e0f2fe"], ink: "#134e4a", onBg: "#ffffff",
  },
  "Accessibility & Inclusion": {
    bg: ["#c7d2fe", "#a5f3fc"], glows: ["#f9a8d4", "#fde68a", "#a78bfa"],
    accents: ["#7c3aed", "#f97362", "#fbbf24", "#0ea5e9"], hand: "#ffffff", sleeve: "#7c3aed",
    frame: "#312e81", surface: "#ffffff", light: ["#f5f3ff", "#ecfeff"], ink: "#312e81", onBg: "#312e81",
  },
  "Company & Vision": {
    bg: ["#0b1f4b", "#1d4ed8"], glows: ["#fbbf24", "#f472b6", "#60a5fa"],
    accents: ["#fbbf24", "#f87171", "#60a5fa", "#a7f3d0"], hand: "#fef3c7", sleeve: "#f87171",
    frame: "#0b1f4b", surface: "#f8fafc", light: ["#eff6ff", "#fef9e7"], ink: "#0b1f4b", onBg: "#ffffff",
  },
  "Future of Work": {
    bg: ["#e9e4d4", "#b7d3b0"], glows: ["#fefae0", "#84a98c", "#e9c46a"],
    accents: ["#2f6b4f", "#d96c4f", "#e9c46a", "#52796f"], hand: "#fffdf5", sleeve: "#d96c4f",
    frame: "#2f3e46", surface: "#fffdf7", light: ["#f7f5ee", "#edf5ea"], ink: "#2f3e46", onBg: "#2f3e46",
  },
  "Content & Communication": {
    bg: ["#ffc2d1", "#ffb38a"], glows: ["#fff0f3", "#ff6f91", "#ffd6a5"],
    accents: ["#c2185b", "#6a1b9a", "#ff8f00", "#00897b"], hand: "#fff7f9", sleeve: "#6a1b9a",
    frame: "#4a1942", surface: "#fffafc", light: ["#fff1f5", "#fff4ea"], ink: "#4a1942", onBg: "#4a1942",
  },
  "Accessibility & Ethics": {
    bg: ["#334e68", "#486581"], glows: ["#9fb3c8", "#a3e635", "#5eead4"],
    accents: ["#a3e635", "#5eead4", "#fcd34d", "#f0f4f8"], hand: "#f0f4f8", sleeve: "#5eead4",
    frame: "#102a43", surface: "#f0f4f8", light: ["#f0f4f8", "#eef7e6"], ink: "#102a43", onBg: "#ffffff",
  },
  "Inclusive Design": {
    bg: ["#e9d5ff", "#fecdd3"], glows: ["#fef08a", "#99f6e4", "#c084fc"],
    accents: ["#0d9488", "#9333ea", "#eab308", "#e11d48"], hand: "#fffaff", sleeve: "#0d9488",
    frame: "#3b0764", surface: "#ffffff", light: ["#faf5ff", "#fff1f2"], ink: "#3b0764", onBg: "#3b0764",
  },
  "Product & Hardware": {
    bg: ["#1f2937", "#134e4a"], glows: ["#22d3ee", "#f97316", "#14b8a6"],
    accents: ["#22d3ee", "#f97316", "#a7f3d0", "#e5e7eb"], hand: "#e5e7eb", sleeve: "#f97316",
    frame: "#0b1220", surface: "#f3f4f6", light: ["#f1f5f9", "#ecfeff"], ink: "#0b1220", onBg: "#ffffff",
  },
};

/** Gestura brand colours used for site-level artwork. */
export const BRAND = {
  indigo: "#3d3bd4",
  deep: "#1b1f4b",
  teal: "#19b6a8",
  mint: "#7ee8d8",
  coral: "#ff8a70",
  sun: "#ffd166",
  ink: "#1f2330",
  paper: "#f6f7fb",
};
