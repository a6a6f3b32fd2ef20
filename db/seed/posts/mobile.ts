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
];
