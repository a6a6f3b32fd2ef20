/** /services/mobile-development: native and cross-platform apps for iOS and Android. */
import type { ServicePageData } from "./types";

const page = {
  slug: "mobile-development",
  title: "Mobile Development",
  description:
    "Native and cross-platform apps for iOS and Android that feel at home on each platform, with offline sync, push notifications and release pipelines to both stores. Our mobile engineers ship React Native and Flutter apps from one codebase, and drop down to Swift and Kotlin where a feature needs the hardware.",
  shortDescription: "Native and cross-platform apps for iOS and Android, from prototype to store.",
  technologies: [
    "React Native",
    "Flutter",
    "Swift",
    "Kotlin",
    "SwiftUI",
    "Jetpack Compose",
    "Firebase",
    "Expo",
    "Dart",
    "TypeScript",
    "Kotlin Multiplatform",
    ".NET MAUI",
    "Objective-C",
    "iOS",
    "Android",
    "Xcode",
    "Android Studio",
    "Supabase",
    "SQLite",
    "GraphQL",
    "TanStack Query",
    "Appium",
    "Sentry",
    "Bluetooth Low Energy",
    "WebRTC",
  ],
  technologyTitle: "Mobile technologies we work with",
  technologyDescription:
    "Cross-platform frameworks when one codebase serves both stores well, native Swift and Kotlin when it does not. Every app ships with crash reporting, automated device tests and a release pipeline your team can run without us.",
  services: [
    {
      title: "Cross-Platform Apps",
      description:
        "One React Native or Flutter codebase for iOS and Android, with platform-specific touches where users expect them, so you ship both apps for roughly the cost of one.",
      icon: "Smartphone",
      features: [
        "React Native with Expo or Flutter, chosen per project",
        "Shared business logic, native navigation on each platform",
        "Over-the-air updates for JavaScript bundles",
        "Native modules in Swift and Kotlin when a library falls short",
        "Tablet and foldable layouts",
        "Dynamic type and screen-reader support",
      ],
    },
    {
      title: "Native iOS and Android",
      description:
        "Swift with SwiftUI and Kotlin with Jetpack Compose for apps that lean on the camera, sensors, background processing or the latest platform features on launch day.",
      icon: "Cpu",
      features: [
        "SwiftUI and Jetpack Compose interfaces",
        "Widgets, Live Activities and App Clips",
        "Background location and geofencing",
        "Camera, barcode scanning and on-device ML",
        "Bluetooth Low Energy and wearable pairing",
        "Apple Pay and Google Pay",
        "HealthKit and Health Connect integrations",
      ],
    },
    {
      title: "Offline-First and Sync",
      description:
        "Apps that keep working in a warehouse basement or on a rural road, storing changes on the device and reconciling them with the server when the signal returns.",
      icon: "RefreshCw",
      features: [
        "Local SQLite storage with encrypted databases",
        "Conflict resolution rules agreed with your team",
        "Background sync with retry and back-off",
        "Optimistic updates in the interface",
        "Large file and photo uploads that resume",
      ],
    },
    {
      title: "Mobile Back Ends and APIs",
      description:
        "The services behind the app: authentication, push notifications, payments and an API shaped for slow networks and small screens.",
      icon: "Server",
      features: [
        "Firebase or Supabase for fast starts",
        "Custom Node.js APIs with GraphQL or REST",
        "Push notifications with segmentation and deep links",
        "Sign in with Apple, Google and passkeys",
        "In-app purchases and subscriptions with receipt validation",
        "Feature flags and remote configuration",
      ],
    },
    {
      title: "App Store Release and Automation",
      description:
        "Signed builds, screenshots and store listings produced by a pipeline, with staged roll-outs so a bad release reaches one per cent of users, not all of them.",
      icon: "Rocket",
      features: [
        "CI builds on every pull request",
        "Automated code signing and provisioning",
        "TestFlight and Google Play internal testing tracks",
        "Phased releases with crash-rate gates",
        "Store listing localisation and screenshots",
        "App Store review guideline checks before submission",
      ],
    },
    {
      title: "App Audits and Rescue",
      description:
        "A review of an existing app that crashes, drains batteries or fails store review, followed by a prioritised fix plan and, if you want, the fixes themselves.",
      icon: "Bug",
      features: [
        "Crash and ANR analysis from production reports",
        "Start-up time, memory and battery profiling",
        "Dependency and SDK upgrade plan",
        "Security review against the OWASP MASVS",
        "Accessibility review with VoiceOver and TalkBack",
        "Hand-over of a stabilised codebase",
      ],
    },
  ],
  features: [
    "iOS and Android apps from one codebase, or fully native where it pays off",
    "Offline-first data with background sync",
    "Push notifications with deep links into the right screen",
    "Accessibility with VoiceOver, TalkBack and dynamic type",
    "Automated device tests on real phones and emulators",
    "Crash reporting and performance monitoring from the first beta",
    "Release pipelines to the App Store and Google Play",
    "Source code and signing keys in your accounts",
  ],
  benefits: [
    "A first app in testers' hands in as little as 2-4 weeks",
    "One team and one codebase for both platforms",
    "Higher store ratings from apps that start fast and rarely crash",
    "Mobile engineers from the top 3% of applicants, matched in under 48 hours",
    "Releases your own team can run after hand-over",
    "A 30-day satisfaction guarantee on every engagement",
  ],
  process: [
    {
      step: 1,
      title: "Product Discovery",
      description:
        "We map your users, the platforms and devices they use and the features that matter for launch, and recommend cross-platform or native with the reasons written down.",
    },
    {
      step: 2,
      title: "UX Design and Prototype",
      description:
        "Platform-aware wireframes and an interactive prototype on real phones, tested with five to eight target users before development starts.",
    },
    {
      step: 3,
      title: "Development and Testing",
      description:
        "Two-week sprints with a TestFlight or Play internal build at the end of each, and automated tests on a device matrix that matches your audience.",
    },
    {
      step: 4,
      title: "Store Launch and Growth",
      description:
        "Store submission, a phased roll-out with crash monitoring, then releases every few weeks driven by analytics and user feedback.",
    },
  ],
  faqs: [
    {
      question: "How long does it take to build a mobile app?",
      answer:
        "A simple app with a handful of screens and a hosted back end typically takes 2-4 weeks to reach testers. A complex app with offline sync, payments, integrations and an admin panel typically takes 2-6 months. Store review usually adds one to three days per release.",
    },
    {
      question: "Should we build cross-platform or native?",
      answer:
        "Most business apps are a good fit for React Native or Flutter: one team, one codebase and near-native performance. We recommend Swift and Kotlin when the app depends on heavy graphics, background processing, new platform features on release day or a large existing native codebase.",
    },
    {
      question: "Do you publish the app to the App Store and Google Play?",
      answer:
        "Yes. We prepare the store listings, privacy details and screenshots, submit the builds and handle reviewer questions. The apps are published under your developer accounts, so you keep full control.",
    },
    {
      question: "Can you take over an existing app?",
      answer:
        "Yes. We start with a one-to-two-week audit of the code, crash reports and dependencies, then propose a plan: stabilise and extend, migrate screen by screen, or rebuild where that is cheaper over time.",
    },
    {
      question: "How do you keep user data secure on the device?",
      answer:
        "Tokens are kept in the Keychain or Android Keystore, local databases are encrypted, traffic uses TLS with certificate checks where the risk warrants it, and we review the app against the OWASP Mobile Application Security Verification Standard before launch.",
    },
  ],
  externalResources: [
    {
      title: "Apple Human Interface Guidelines",
      description:
        "Apple's design guidance for iOS and iPadOS: navigation, controls, accessibility and platform conventions.",
      url: "https://developer.apple.com/design/human-interface-guidelines/",
      category: "standards",
      icon: "Palette",
    },
    {
      title: "Material Design 3",
      description:
        "Google's design system for Android, with components, layouts and guidance for adaptive screens.",
      url: "https://m3.material.io/",
      category: "standards",
      icon: "Layers",
    },
    {
      title: "Android Developers Documentation",
      description:
        "Official guides for Kotlin, Jetpack Compose, app architecture and publishing on Google Play.",
      url: "https://developer.android.com/docs",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "React Native Documentation",
      description:
        "The official guide to building cross-platform apps with React Native, including native modules.",
      url: "https://reactnative.dev/docs/getting-started",
      category: "documentation",
      icon: "Code",
    },
    {
      title: "OWASP Mobile Application Security",
      description:
        "The MASVS verification standard and the testing guide we use for mobile security reviews.",
      url: "https://mas.owasp.org/",
      category: "security",
      icon: "ShieldCheck",
    },
    {
      title: "Flutter Documentation",
      description:
        "Guides, codelabs and the widget catalogue for building apps with Flutter and Dart.",
      url: "https://docs.flutter.dev/",
      category: "tools",
      icon: "Wrench",
    },
    {
      title: "Device test matrix template",
      description:
        "Shared with clients during discovery to agree the phones and OS versions we test on.",
      category: "tools",
    },
  ],
  blogCategoryIds: ["mobile-development"],
  blogTags: ["Flutter", "React Native", "Kotlin", "Swift", "Mobile"],
  jobCategoryIds: ["engineering", "quality"],
  jobTags: ["Flutter", "React Native", "Swift", "Kotlin", "Mobile Testing"],
  contactDialog: { pageType: "mobile-development", defaultService: "mobile-development" },
  industryUseCases: [
    {
      title: "Retail and Loyalty",
      description:
        "Shopping and loyalty apps with personalised offers, in-store barcode scanning, mobile wallets and push campaigns that bring customers back.",
    },
    {
      title: "Healthcare and Wellness",
      description:
        "Appointment booking, medication reminders and wearable data through HealthKit and Health Connect, designed with privacy and accessibility first.",
    },
    {
      title: "Field Service and Logistics",
      description:
        "Offline-first apps for technicians and drivers: job lists, photo evidence, signatures and route updates that sync when the connection returns.",
    },
    {
      title: "Financial Services",
      description:
        "Banking and payments apps with biometric sign-in, card controls and transaction alerts, built to pass security reviews.",
    },
    {
      title: "Education",
      description:
        "Learning apps with downloadable lessons, quizzes and progress tracking for students who study on the move.",
    },
    {
      title: "Events and Hospitality",
      description:
        "Ticketing, check-in and guest apps with maps, schedules and real-time updates for the busiest days of the year.",
    },
  ],
} satisfies ServicePageData;

export default page;
