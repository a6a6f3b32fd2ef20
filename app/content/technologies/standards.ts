import { inCategory } from "./types.ts";

/** Specifications, data formats, security and accessibility standards, and regulations we build to. */
export const standards = inCategory("standard", [
  {
    name: "OAuth 2.0",
    url: "https://oauth.net/2/",
    description:
      "The authorisation framework that lets applications obtain limited access to an API on a user's behalf without sharing passwords.",
    aliases: ["OAuth"],
  },
  {
    name: "OpenID Connect",
    url: "https://openid.net/connect/",
    description:
      "An identity layer on top of OAuth 2.0 that lets applications verify who a user is and obtain basic profile claims.",
    aliases: ["OIDC"],
  },
  {
    name: "SAML 2.0",
    url: "https://docs.oasis-open.org/security/saml/v2.0/",
    description:
      "An XML-based standard for exchanging authentication assertions, widely used for enterprise single sign-on.",
    aliases: ["SAML"],
  },
  {
    name: "JSON Web Token",
    url: "https://datatracker.ietf.org/doc/html/rfc7519",
    description:
      "A compact, signed token format for passing claims between parties, common in API authentication.",
    aliases: ["JWT"],
  },
  {
    name: "WebAuthn",
    url: "https://www.w3.org/TR/webauthn/",
    description:
      "The W3C standard for passwordless, phishing-resistant sign-in with public-key credentials such as passkeys.",
    aliases: ["Passkeys"],
  },
  {
    name: "OpenAPI",
    url: "https://www.openapis.org/",
    description:
      "A machine-readable format for describing HTTP APIs, used to generate documentation, clients and tests.",
    aliases: ["Swagger"],
  },
  {
    name: "AsyncAPI",
    url: "https://www.asyncapi.com/",
    description:
      "A specification for describing event-driven and message-based APIs, the asynchronous counterpart of OpenAPI.",
  },
  {
    name: "JSON Schema",
    url: "https://json-schema.org/",
    description: "A vocabulary for describing and validating the structure of JSON documents.",
  },
  {
    name: "WCAG",
    url: "https://www.w3.org/WAI/standards-guidelines/wcag/",
    description:
      "The W3C Web Content Accessibility Guidelines, the reference for making web content usable by people with disabilities.",
  },
  {
    name: "WAI-ARIA",
    url: "https://www.w3.org/WAI/standards-guidelines/aria/",
    description:
      "The W3C specification of roles, states and properties that make dynamic web interfaces understandable to assistive technologies.",
    aliases: ["ARIA"],
  },
  {
    name: "ISO 27001",
    url: "https://www.iso.org/standard/27001",
    description:
      "The international standard for information security management systems, certified through independent audits.",
    aliases: ["ISO/IEC 27001"],
  },
  {
    name: "SOC 2",
    description:
      "An AICPA attestation that reports on a service organisation's controls for security, availability, confidentiality and privacy.",
  },
  {
    name: "GDPR",
    url: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
    description:
      "The European Union's General Data Protection Regulation, which governs how personal data of people in the EU is processed.",
  },
  {
    name: "HIPAA",
    url: "https://www.hhs.gov/hipaa/",
    description:
      "The United States law that sets privacy and security rules for protected health information.",
  },
  {
    name: "PCI DSS",
    url: "https://www.pcisecuritystandards.org/",
    description:
      "The Payment Card Industry Data Security Standard for any system that stores, processes or transmits cardholder data.",
  },
  {
    name: "OWASP Top 10",
    url: "https://owasp.org/www-project-top-ten/",
    description:
      "OWASP's regularly updated awareness list of the most critical security risks to web applications.",
  },
  {
    name: "OpenTelemetry",
    url: "https://opentelemetry.io/",
    description:
      "A vendor-neutral standard, with APIs and SDKs, for collecting traces, metrics and logs from applications.",
  },
  {
    name: "WebAssembly",
    url: "https://webassembly.org/",
    description:
      "A portable binary instruction format that runs compiled code from languages such as Rust and C++ at near-native speed in browsers and servers.",
    aliases: ["Wasm"],
  },
  {
    name: "Progressive Web Apps",
    url: "https://developer.mozilla.org/en-US/docs/Web/Progressive_web_apps",
    description:
      "Web apps that use service workers and a manifest to install, work offline and receive notifications like native apps.",
    aliases: ["PWA"],
  },
  {
    name: "WebXR",
    url: "https://www.w3.org/TR/webxr/",
    description:
      "The W3C Device API that gives web pages access to virtual and augmented reality headsets and sensors.",
  },
  {
    name: "OpenXR",
    url: "https://www.khronos.org/openxr/",
    description:
      "The Khronos Group's royalty-free API standard that lets XR applications run across headsets from different vendors.",
  },
  {
    name: "glTF",
    url: "https://www.khronos.org/gltf/",
    description:
      "The Khronos Group's compact transmission format for 3D scenes and models, often called the JPEG of 3D.",
  },
  {
    name: "ERC-20",
    url: "https://eips.ethereum.org/EIPS/eip-20",
    description: "The Ethereum token standard that defines a common interface for fungible tokens.",
  },
  {
    name: "ERC-721",
    url: "https://eips.ethereum.org/EIPS/eip-721",
    description:
      "The Ethereum standard interface for non-fungible tokens that each represent a unique asset.",
  },
  {
    name: "HL7 FHIR",
    url: "https://hl7.org/fhir/",
    description:
      "The HL7 standard for exchanging healthcare records through REST APIs and well-defined resources.",
    aliases: ["FHIR"],
  },
  {
    name: "ISO 20022",
    url: "https://www.iso20022.org/",
    description:
      "The international standard for financial messaging used by payment systems and banks for rich, structured payment data.",
  },
]);
