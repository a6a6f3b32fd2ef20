/** /services/virtual-reality: virtual, augmented and mixed reality experiences. */
import type { ServicePageData } from "./types";

const page = {
  slug: "virtual-reality",
  title: "VR/AR/MR Development",
  description:
    "Immersive training, product visualisation and collaboration experiences for headsets, phones and the browser, from interactive prototype to production roll-out. Our XR developers and 3D artists build with Unity, Unreal Engine and WebXR, and keep frame rates, comfort and accessibility in view from the first sprint.",
  shortDescription:
    "Virtual, augmented and mixed reality experiences for headsets, phones and the web.",
  technologies: [
    "Unity",
    "Unreal Engine",
    "WebXR",
    "Three.js",
    "ARKit",
    "ARCore",
    "OpenXR",
    "Blender",
    "C#",
    "C++",
    "Babylon.js",
    "glTF",
    "Swift",
    "Kotlin",
    "iOS",
    "Android",
    "TypeScript",
    "WebAssembly",
    "WebRTC",
    "WebSocket",
    "Firebase",
    "Figma",
  ],
  technologyTitle: "XR engines, standards and tools",
  technologyDescription:
    "Game engines for rich headset experiences, WebXR for experiences that open from a link, and open standards such as OpenXR and glTF so your content is not tied to one device or vendor.",
  services: [
    {
      title: "VR Training Simulations",
      description:
        "Hands-on practice for procedures that are dangerous, expensive or rare in real life, with scoring and reports that plug into your learning platform.",
      icon: "GraduationCap",
      features: [
        "Scenario design with your subject-matter experts",
        "Hand tracking and controller interactions",
        "Branching scenarios with scoring and feedback",
        "Multi-user sessions with a trainer view",
        "xAPI and SCORM reporting to your LMS",
        "Seated and standing modes for comfort",
      ],
    },
    {
      title: "AR Product Visualisation",
      description:
        "Let customers place furniture in their living room, try on glasses or explore a machine at full scale, from a product page or a mobile app.",
      icon: "ScanEye",
      features: [
        "ARKit and ARCore apps and App Clips",
        "Web AR from a product page, no install",
        "Optimised glTF and USDZ models from your CAD files",
        "Realistic lighting and true-to-size placement",
        "Face and body tracking for virtual try-on",
        "Analytics on views, placements and add-to-cart",
      ],
    },
    {
      title: "Mixed Reality Collaboration",
      description:
        "Shared spaces where remote teams review designs, walk through a building before it exists or get expert guidance on a live repair.",
      icon: "Users",
      features: [
        "Multi-user sessions with voice and spatial audio",
        "Passthrough and spatial anchors on mixed reality headsets",
        "Remote assistance with annotations in the user's view",
        "CAD and BIM model import and review",
        "Session recording and replay",
      ],
    },
    {
      title: "WebXR Experiences",
      description:
        "Immersive experiences that open from a link on a headset, phone or laptop, ideal for campaigns, virtual showrooms and events where an app install is a barrier.",
      icon: "Globe",
      features: [
        "Three.js and Babylon.js scenes",
        "Graceful fallback from headset to phone to desktop",
        "Compressed assets that load on mobile networks",
        "Keyboard, mouse and touch controls for non-XR visitors",
        "Hosting on your own domain with analytics",
        "Frame-rate budgets checked on target devices",
      ],
    },
    {
      title: "3D Content and Digital Twins",
      description:
        "Models, environments and digital twins of products, plants and buildings, optimised for real-time rendering and connected to live data where it helps.",
      icon: "Box",
      features: [
        "Modelling, texturing and rigging in Blender",
        "CAD, photogrammetry and scan clean-up",
        "Level-of-detail and texture budgets per device",
        "Live sensor data overlaid on digital twins",
        "Reusable asset libraries in glTF",
        "Art direction aligned with your brand",
      ],
    },
    {
      title: "Headset Deployment and Support",
      description:
        "Getting experiences onto dozens or hundreds of headsets and keeping them there: builds, store listings, device management and updates.",
      icon: "Glasses",
      features: [
        "Builds for standalone and PC-tethered headsets",
        "Store submission or private enterprise distribution",
        "Mobile device management and kiosk mode",
        "Performance profiling and comfort testing",
        "Remote updates and content versioning",
        "Helpdesk and on-site roll-out guides",
        "Crash and usage analytics",
      ],
    },
  ],
  features: [
    "Experiences for standalone headsets, phones, tablets and the browser",
    "OpenXR and glTF for portability across devices",
    "Steady frame rates and comfort settings that prevent motion sickness",
    "Accessibility options: seated play, subtitles, one-handed controls",
    "Multi-user sessions with voice and shared objects",
    "Analytics on completion, performance and engagement",
    "Integration with learning platforms, e-commerce and product data",
    "3D assets optimised per device and owned by you",
  ],
  benefits: [
    "An interactive prototype on a headset in as little as 2-4 weeks",
    "Safer, cheaper training with measurable results",
    "Fewer product returns when customers see items at true scale",
    "Less travel for design reviews and expert support",
    "XR developers and 3D artists matched to your project in under 48 hours",
    "A 30-day satisfaction guarantee on every engagement",
  ],
  process: [
    {
      step: 1,
      title: "Concept and Device Strategy",
      description:
        "We define the learning or business outcome, the audience and the devices they will use, and pick the engine, platform and interaction model to match.",
    },
    {
      step: 2,
      title: "Interactive Prototype",
      description:
        "A grey-box prototype on the target device within weeks, tested with real users for comfort, clarity and interaction before any final art is made.",
    },
    {
      step: 3,
      title: "Production and Art",
      description:
        "Final 3D assets, audio and interactions built in sprints, with a new build on the headset every two weeks and frame-rate checks on each one.",
    },
    {
      step: 4,
      title: "Roll-Out and Iteration",
      description:
        "Store or enterprise distribution, device set-up and training, then improvements driven by usage analytics and participant feedback.",
    },
  ],
  faqs: [
    {
      question: "How long does a VR or AR project take?",
      answer:
        "A simple project, such as an AR product viewer or a single-scenario VR prototype, typically takes 2-4 weeks. A complex experience with several scenarios, multi-user sessions, custom 3D content and LMS or back-office integration typically takes 2-6 months.",
    },
    {
      question: "Which devices do you build for?",
      answer:
        "Standalone and PC-tethered VR headsets, mixed reality headsets, iOS and Android phones and tablets, and desktop browsers through WebXR. Building on OpenXR and glTF keeps the experience portable when you change or add devices.",
    },
    {
      question: "Should we build a native app or a WebXR experience?",
      answer:
        "WebXR is best when reach matters more than graphical richness, for example campaigns, showrooms and events where people arrive from a link. Native Unity or Unreal builds suit training and simulations that need high-fidelity graphics, hand tracking or offline use on managed headsets.",
    },
    {
      question: "How do you prevent motion sickness?",
      answer:
        "We hold a steady frame rate on the target device, prefer teleport and snap turning by default, offer seated modes and comfort vignettes, and test every build with first-time users before release.",
    },
    {
      question: "Can you use our existing CAD models and product data?",
      answer:
        "Yes. We convert CAD, BIM and scan data into lightweight real-time models, and connect experiences to your product catalogue, learning platform or sensor data through their APIs.",
    },
  ],
  externalResources: [
    {
      title: "OpenXR Specification",
      description:
        "The Khronos open standard for accessing VR and AR devices across platforms and engines.",
      url: "https://www.khronos.org/openxr/",
      category: "standards",
      icon: "FileText",
    },
    {
      title: "WebXR Device API",
      description: "The W3C specification for immersive VR and AR experiences on the web.",
      url: "https://www.w3.org/TR/webxr/",
      category: "standards",
      icon: "Globe",
    },
    {
      title: "glTF 2.0",
      description:
        "The Khronos format for transmitting and loading 3D scenes and models efficiently.",
      url: "https://www.khronos.org/gltf/",
      category: "standards",
      icon: "Box",
    },
    {
      title: "Unity XR Documentation",
      description:
        "Unity's manual for XR development: plug-ins, interaction toolkit and AR Foundation.",
      url: "https://docs.unity3d.com/Manual/XR.html",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "ARKit Documentation",
      description: "Apple's framework reference for building augmented reality on iPhone and iPad.",
      url: "https://developer.apple.com/documentation/arkit",
      category: "documentation",
      icon: "Smartphone",
    },
    {
      title: "XR Accessibility User Requirements",
      description:
        "W3C research on the needs of disabled users in immersive environments and how to meet them.",
      url: "https://www.w3.org/TR/xaur/",
      category: "research",
      icon: "Accessibility",
    },
    {
      title: "Headset comfort test protocol",
      description: "Our internal checklist for comfort testing, shared with clients on request.",
      category: "tools",
    },
  ],
  blogCategoryIds: ["web-development", "mobile-development"],
  articlesTag: "Virtual Reality",
  blogTags: ["WebXR", "Virtual Reality", "Augmented Reality", "Unity"],
  jobCategoryIds: ["engineering", "design"],
  jobTags: ["Unity", "OpenXR", "ARKit", "Unreal Engine", "Three.js"],
  contactDialog: { pageType: "virtual-reality", defaultService: "virtual-reality" },
  industryUseCases: [
    {
      title: "Manufacturing",
      description:
        "Assembly and maintenance training, digital twins of production lines and remote expert support on the factory floor.",
    },
    {
      title: "Healthcare",
      description:
        "Surgical and emergency-response simulations, patient education and anatomy visualisation for medical students.",
    },
    {
      title: "Retail and E-commerce",
      description:
        "Virtual try-on, true-scale product placement at home and immersive showrooms that open from a product page.",
    },
    {
      title: "Architecture and Real Estate",
      description:
        "Walk-throughs of buildings before construction and design reviews with clients and contractors in the same virtual space.",
    },
    {
      title: "Energy and Utilities",
      description:
        "Safety training for high-risk sites and equipment that would be dangerous or costly to practise on in real life.",
    },
    {
      title: "Education and Culture",
      description:
        "Virtual field trips, museum exhibits and science labs that students can explore from a classroom headset or a browser.",
    },
  ],
} satisfies ServicePageData;

export default page;
