export default function Home() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold">Hire AI-trained remote developers in 48 hours</h1>
    </main>
  );
}
