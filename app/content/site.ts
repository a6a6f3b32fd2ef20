export const site = {
  name: "Quillstack",
  legalName: "Quillstack Technologies Pvt. Ltd.",
  domain: "quillstack.dev",
  email: "hello@quillstack.dev",
} as const;
