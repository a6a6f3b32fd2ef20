import { authors } from "./authors.ts";
import { cover, figure, md, type PostSeed } from "./types.ts";

export const mobilePosts: PostSeed[] = [
  {
    slug: "kotlin-multiplatform-vs-flutter",
    title: "Kotlin Multiplatform vs Flutter: How We Choose for Client Apps",
    excerpt:
      "Both let one team ship iOS and Android. They share very different things, and that difference decides which one fits your product.",
    category: "mobile-development",
    tags: ["Kotlin", "Flutter", "Mobile"],
    keywords: ["kotlin multiplatform", "kmp", "flutter", "cross-platform", "compose multiplatform"],
    publish: { on: "2026-09-02T09:00:00Z" },
    author: authors.daniel,
    image: cover("kotlin-multiplatform-vs-flutter"),
    metaTitle: "Kotlin Multiplatform vs Flutter (2026): A Practical Comparison",
    metaDescription:
      "What Kotlin Multiplatform and Flutter each share, how they perform, and the questions we ask before recommending one for a client app.",
    content: md`
Every few weeks a client asks us the same question: should our next app be built with Kotlin Multiplatform (KMP) or Flutter? Our mobile team has shipped production apps with both, so instead of a feature checklist, here is the decision process we actually use.

## What each one shares

The key difference is **what** the two approaches share between platforms.

- **Flutter** shares everything: business logic *and* UI. It draws every pixel itself with its own rendering engine, so a screen looks identical on iOS and Android.
- **Kotlin Multiplatform** shares business logic: networking, persistence, validation, state. The UI can stay native (SwiftUI on iOS, Jetpack Compose on Android) or be shared with Compose Multiplatform.

![Diagram: Flutter shares UI and logic; Kotlin Multiplatform shares logic under native UIs](${figure("kmp-vs-flutter")})

## A quick comparison

| Question | Flutter | Kotlin Multiplatform |
| --- | --- | --- |
| Language | Dart | Kotlin (plus Swift for native iOS UI) |
| UI | One shared widget tree | Native per platform, or Compose Multiplatform |
| Native look and feel | Close, but emulated | Exact when the UI is native |
| Adding to an existing native app | Possible (add-to-app), heavier | Natural: start with one shared module |
| Team you need | One Flutter team | Kotlin engineers plus some iOS skills |
| Time to first release | Usually shorter | Slightly longer with native UIs |

## Sharing logic with KMP

In KMP the shared module is plain Kotlin. Platform differences are handled with \`expect\` and \`actual\` declarations:

~~~kotlin
// commonMain
expect class SecureStore() {
    fun save(key: String, value: String)
    fun read(key: String): String?
}

class SessionRepository(private val store: SecureStore, private val api: AuthApi) {
    suspend fun signIn(email: String, password: String): Session {
        val session = api.signIn(email, password)
        store.save("refresh_token", session.refreshToken)
        return session
    }
}
~~~

On Android \`actual class SecureStore\` wraps EncryptedSharedPreferences; on iOS it wraps the Keychain. The repository, its tests and its error handling are written once.

## Sharing everything with Flutter

A Flutter screen is a widget tree, and state management keeps the logic testable:

~~~dart
class BookingScreen extends ConsumerWidget {
  const BookingScreen({super.key});

  @override
  Widget build(BuildContext context, WidgetRef ref) {
    final slots = ref.watch(availableSlotsProvider);
    return slots.when(
      data: (items) => SlotList(slots: items),
      loading: () => const Center(child: CircularProgressIndicator()),
      error: (error, _) => ErrorMessage(error: error),
    );
  }
}
~~~

## The questions we ask

1. **Is there an existing native app?** If yes, KMP lets you share a module at a time without a rewrite. This alone decides most of our enterprise projects.
2. **How important is platform fidelity?** Banking and health clients often want exact platform controls and accessibility behaviour. Native UIs on top of KMP give that for free.
3. **How big is the team?** A team of three shipping an MVP in twelve weeks gets more from Flutter's single codebase.
4. **What does the roadmap hold?** Heavy use of new platform APIs (widgets, watch apps, car integrations) favours native UI layers.
5. **Who maintains it later?** We hand over to in-house teams. If they hire Android developers, KMP is familiar; if they want one mobile team, Flutter is.

## Performance in practice

Both are fast enough for almost every business app. In our benchmarks of a list-heavy retail app, cold start on a mid-range Android phone was 640 ms with native Compose plus KMP and 710 ms with Flutter; scrolling held 60 fps in both. App size differed more: the Flutter build was about 6 MB larger because it ships its engine.

## Our default

- New consumer app, small team, custom brand UI: **Flutter**.
- Existing native apps, strict platform guidelines, or a large Android team: **Kotlin Multiplatform**.

Neither choice is permanent. We have moved logic from a Flutter app into a KMP module when a client's needs changed, and the clean separation between UI and domain logic is what made that cheap. Whatever you pick, keep that separation.
`,
  },
  {
    slug: "offline-first-flutter-apps",
    title: "Offline-First Flutter Apps: Sync Without Tears",
    excerpt:
      "Field workers lose signal all day. How we design Flutter apps that keep working offline and sync safely when the connection comes back.",
    category: "mobile-development",
    tags: ["Flutter", "Dart", "Firebase", "Offline-first"],
    keywords: ["offline first", "flutter sync", "local database", "conflict resolution"],
    publish: { on: "2024-11-06T09:00:00Z" },
    author: authors.daniel,
    image: cover("offline-first-flutter-apps"),
    metaTitle: "Offline-First Flutter Apps: Local Storage, Sync and Conflicts",
    metaDescription:
      "How Quillstack builds Flutter apps that work without a connection: local-first storage, an outbox for changes and clear conflict rules.",
    content: md`
Pinecrest Energy's field technicians inspect wind turbines in places where a phone signal is a rumour. Their old app showed a spinner and lost half-finished inspection reports. We rebuilt it as an offline-first Flutter app: every action works without a network, and changes sync when one appears.

## Offline-first, not offline-tolerant

An offline-tolerant app caches some data and shows an error for the rest. An offline-first app treats the local database as the source of truth for the UI, and the server as something to synchronise with. The difference shapes the whole architecture.

![Diagram: the UI reads and writes the local database; an outbox syncs changes to the API and pulls updates back](${figure("offline-sync")})

## The three parts

1. **A local database** holds everything the user needs for the day. We use SQLite through a typed query layer.
2. **An outbox** records every change as a command ("add reading", "attach photo"), in order.
3. **A sync worker** sends the outbox when online, then pulls changes made elsewhere since the last sync.

~~~dart
Future<void> addReading(Reading reading) async {
  await db.transaction(() async {
    await db.readings.insert(reading);
    await db.outbox.insert(OutboxEntry(
      type: 'reading.added',
      payload: reading.toJson(),
      createdAt: DateTime.now().toUtc(),
    ));
  });
  syncWorker.nudge();
}
~~~

Writing the change and its outbox entry in one transaction means the app can never show something that will not be synced.

## Conflicts are a product question

Two technicians edit the same inspection offline. Who wins? We agreed the rules with Pinecrest's operations team before writing code:

| Data | Rule |
| --- | --- |
| Readings and photos | Append only: both are kept |
| Inspection status | Server decides; most advanced status wins |
| Free-text notes | Both versions kept, supervisor merges |
| Asset details | Only editable online |

Append-only data avoids most conflicts entirely, so we modelled as much as possible that way.

## Photos and large files

Photos are stored locally first and uploaded separately, in the background, with resumable uploads. The inspection syncs immediately with a placeholder, so supervisors see the report even before the photos arrive.

## Telling users what is happening

A small status chip shows "All changes saved on this phone" or "Syncing 3 changes". Technicians told us this did more for their trust in the app than any feature.

## Results

After three months in the field, lost reports fell to zero and the average inspection took 14 minutes less, mostly because nobody waited for the network any more.
`,
  },
  {
    slug: "shipping-react-native-apps-with-expo",
    title: "Shipping React Native Apps Weekly with Expo and EAS",
    excerpt:
      "Our release pipeline for React Native apps: builds in the cloud, over-the-air updates for JavaScript changes, and store releases every week without a release manager.",
    category: "mobile-development",
    tags: ["React Native", "Expo", "CI/CD", "Mobile"],
    keywords: ["react native", "expo eas", "over the air updates", "mobile ci"],
    publish: { on: "2025-06-24T09:00:00Z" },
    author: authors.daniel,
    image: cover("shipping-react-native-apps-with-expo"),
    ogImage: cover("shipping-react-native-apps-with-expo"),
    content: md`
Mobile releases used to be the slowest part of our clients' delivery. Signing certificates lived on one person's laptop, builds took an afternoon and store review added days. With Expo Application Services (EAS) our React Native teams now ship a store release every week and urgent fixes in hours.

## The pipeline

![Diagram: pull request, cloud build, internal testers, store submission and over-the-air updates](${figure("expo-pipeline")})

1. Every pull request gets a preview build that testers install from a link.
2. Merges to main build a release candidate and send it to internal testers.
3. Every Tuesday the candidate is promoted and submitted to both stores.
4. JavaScript-only fixes between releases ship as over-the-air updates.

## Build profiles

~~~json
{
  "build": {
    "preview": { "distribution": "internal", "channel": "preview" },
    "production": { "autoIncrement": true, "channel": "production" }
  },
  "submit": {
    "production": { "ios": { "ascAppId": "1234567890" }, "android": { "track": "internal" } }
  }
}
~~~

Credentials are managed by EAS, not by a person, so anyone on the team can release.

## Over-the-air updates, carefully

Updates can change JavaScript and assets without a store release. We follow three rules:

- **Runtime versions** tie each update to compatible native code, so an update never reaches an app that cannot run it.
- **Staged rollouts**: 10% of users first, then everyone after an hour without new errors.
- **Never bypass review for features.** Updates are for fixes; new features go through the stores.

## Checks before a release

| Check | Tool |
| --- | --- |
| Type check and unit tests | TypeScript, Jest |
| End-to-end smoke tests on real devices | Maestro flows on a device cloud |
| Crash-free sessions of the previous release above 99.5% | Crash reporting dashboard |
| Bundle size within budget | Size check in CI |

## What changed for clients

- Release frequency went from monthly to weekly.
- Median time to ship a production fix fell from 4 days to 3 hours.
- No more "only Sam can release" bottleneck.

The same approach works for Flutter and native apps with other tools; what matters is that releases are automated, boring and frequent.
`,
  },
];
