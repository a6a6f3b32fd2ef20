/** /services/blockchain-dapps: smart contracts, decentralised applications and wallets. */
import type { ServicePageData } from "./types";

const page = {
  slug: "blockchain-dapps",
  title: "Blockchain & DApps",
  description:
    "Smart contracts, decentralised applications and wallet integrations, reviewed for security before launch and designed with gas costs and upgrade paths in mind. Our blockchain engineers work across Ethereum, layer-2 networks and Solana, and tell you plainly when a shared database would serve you better than a chain.",
  shortDescription: "Smart contracts, decentralised applications and wallet integrations.",
  technologies: [
    "Solidity",
    "Ethereum",
    "Hardhat",
    "Foundry",
    "ethers.js",
    "Polygon",
    "Solana",
    "Rust",
    "IPFS",
    "OpenZeppelin Contracts",
    "ERC-20",
    "ERC-721",
    "JSON-RPC",
    "TypeScript",
    "React",
    "Next.js",
    "Node.js",
    "Go",
    "PostgreSQL",
    "WebSocket",
    "Docker",
    "GitHub Actions",
  ],
  technologyTitle: "Blockchain technologies we work with",
  technologyDescription:
    "Audited contract libraries, test-driven development with Hardhat and Foundry, and conventional web technology around the chain: indexers, APIs and front ends that make a DApp as easy to use as any other app.",
  services: [
    {
      title: "Smart Contract Development",
      description:
        "Solidity and Rust contracts written test-first, built on audited libraries and kept as small as the use case allows, because every line on chain is attack surface.",
      icon: "FileCheck",
      features: [
        "Solidity contracts on OpenZeppelin building blocks",
        "Solana programs in Rust with Anchor",
        "Unit, fuzz and invariant tests in Foundry",
        "Gas profiling and storage layout optimisation",
        "Upgradeable proxies or immutable designs, by choice",
        "Role-based access control and timelocks",
        "NatSpec documentation for every public function",
      ],
    },
    {
      title: "Security Reviews and Audit Preparation",
      description:
        "An independent review of your contracts before an external audit or a mainnet launch, so auditors spend their time on deep issues rather than the obvious ones.",
      icon: "ShieldCheck",
      features: [
        "Manual line-by-line review against known attack patterns",
        "Static analysis and symbolic execution tools",
        "Reentrancy, oracle and access-control checks",
        "Economic attack scenarios such as flash-loan manipulation",
        "Findings report with severity and fixes",
        "Re-review of fixes before launch",
      ],
    },
    {
      title: "DApp Front Ends and Wallets",
      description:
        "Web and mobile interfaces that connect to wallets, explain each transaction in plain language and handle pending, failed and replaced transactions gracefully.",
      icon: "Wallet",
      features: [
        "Wallet connection for browser, mobile and hardware wallets",
        "Readable transaction previews and signing prompts",
        "Typed contract bindings generated from ABIs",
        "Network switching and chain detection",
        "Optimistic interface updates with confirmation tracking",
        "Accessible design for users new to crypto",
      ],
    },
    {
      title: "Tokens, NFTs and DeFi Protocols",
      description:
        "Fungible and non-fungible tokens, staking, vesting and exchange mechanics, designed with token economics and regulatory questions on the table from day one.",
      icon: "Coins",
      features: [
        "ERC-20 tokens with vesting and allowance safety",
        "ERC-721 and ERC-1155 collections with on-chain royalties",
        "Staking, rewards and governance voting contracts",
        "Liquidity pools and automated market maker integrations",
        "Metadata and media pinned on IPFS",
        "Allow-lists and minting with signature checks",
      ],
    },
    {
      title: "Layer-2 and Cross-Chain Integration",
      description:
        "Deploy where fees and finality suit your users: Ethereum layer-2 rollups, Polygon or Solana, with bridges and messaging designed around their trust assumptions.",
      icon: "Network",
      features: [
        "Deployment to rollups and sidechains",
        "Cross-chain messaging and bridge integrations",
        "Deterministic deployments at the same address on every chain",
        "Fee estimation and gas sponsorship",
        "Account abstraction and smart-contract wallets",
      ],
    },
    {
      title: "Indexers, APIs and Enterprise Integration",
      description:
        "The off-chain half of a DApp: services that index events, serve fast queries and connect on-chain activity to your existing back office.",
      icon: "Database",
      features: [
        "Event indexers writing to PostgreSQL",
        "REST and GraphQL APIs over on-chain data",
        "Node provider failover and rate-limit handling",
        "Webhooks and notifications on contract events",
        "Custody and key management integrations",
        "Reconciliation reports for finance teams",
      ],
    },
  ],
  features: [
    "Contracts built on audited libraries and tested with fuzzing and invariants",
    "Internal security review before every external audit and mainnet launch",
    "Gas-efficient designs with documented upgrade paths",
    "DApp front ends that explain every transaction before it is signed",
    "Deployment scripts and verified source on block explorers",
    "Event indexers and APIs for fast, reliable reads",
    "Monitoring and alerts on contract events and admin actions",
    "Honest advice on whether a blockchain fits the problem",
  ],
  benefits: [
    "Fewer findings and shorter external audits",
    "Lower transaction fees for your users",
    "A product people without crypto experience can use",
    "Contracts your own team can read, test and extend",
    "Blockchain engineers matched to your project in under 48 hours",
    "A 30-day satisfaction guarantee on every engagement",
  ],
  process: [
    {
      step: 1,
      title: "Feasibility and Design",
      description:
        "We check whether a chain is the right tool, choose the network, and write a specification of contracts, roles, token flows and threat model before any code.",
    },
    {
      step: 2,
      title: "Test-Driven Contract Development",
      description:
        "Contracts and their tests grow together on a local fork of the target network, with gas reports and coverage on every pull request.",
    },
    {
      step: 3,
      title: "Review, Audit and Testnet",
      description:
        "Internal security review, an external audit if the value at stake calls for one, and a public testnet release with the real front end.",
    },
    {
      step: 4,
      title: "Mainnet Launch and Operations",
      description:
        "Scripted deployment, source verification, multi-signature admin keys and monitoring, followed by support and upgrades on a plan that suits you.",
    },
  ],
  faqs: [
    {
      question: "How long does it take to build a DApp?",
      answer:
        "A simple project, such as a token or an NFT collection with a minting page, typically takes 2-4 weeks including tests. A complex protocol with several interacting contracts, an indexer and a full front end typically takes 2-6 months, plus the time an external audit needs.",
    },
    {
      question: "Do we need an external audit?",
      answer:
        "If the contracts will hold or move significant value, yes. We run an internal review first, help you choose an audit firm and fix its findings. For low-value or internal contracts, our review and a thorough test suite may be enough; we tell you which applies.",
    },
    {
      question: "Which blockchain should we build on?",
      answer:
        "Most projects start on Ethereum or an Ethereum layer-2 for the tooling, wallets and liquidity; Solana suits high-throughput, low-fee applications. We compare fees, finality, ecosystem and your users' wallets in the feasibility phase.",
    },
    {
      question: "Can smart contracts be upgraded after launch?",
      answer:
        "They can if designed for it, using proxy patterns with timelocks and multi-signature control, but upgradeability is also a trust and security trade-off. We agree the approach with you up front and document it for your users.",
    },
    {
      question: "Can you integrate blockchain with our existing systems?",
      answer:
        "Yes. We build indexers and APIs that bring on-chain events into your databases, ERP or CRM, and services that submit transactions on your behalf with keys held in a managed custody or key management service.",
    },
  ],
  externalResources: [
    {
      title: "Ethereum Developer Documentation",
      description:
        "The foundations of Ethereum: accounts, transactions, gas, the EVM and smart contracts.",
      url: "https://ethereum.org/en/developers/docs/",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "Solidity Documentation",
      description: "The language reference, security considerations and style guide for Solidity.",
      url: "https://docs.soliditylang.org/",
      category: "documentation",
      icon: "Code",
    },
    {
      title: "Ethereum Improvement Proposals",
      description:
        "The ERC token standards and protocol changes that contracts and wallets follow.",
      url: "https://eips.ethereum.org/erc",
      category: "standards",
      icon: "FileText",
    },
    {
      title: "OpenZeppelin Contracts",
      description:
        "Documentation for the audited contract library our tokens and access control build on.",
      url: "https://docs.openzeppelin.com/contracts/",
      category: "security",
      icon: "ShieldCheck",
    },
    {
      title: "Foundry Book",
      description: "The guide to Foundry for testing, fuzzing, scripting and deploying contracts.",
      url: "https://book.getfoundry.sh/",
      category: "tools",
      icon: "Wrench",
    },
    {
      title: "Solana Documentation",
      description:
        "Accounts, programs and transactions on Solana, with guides for program development.",
      url: "https://solana.com/docs",
      category: "documentation",
      icon: "Layers",
    },
    {
      title: "Smart contract threat model template",
      description: "Used with clients in the feasibility phase; not published on the web.",
      category: "security",
    },
  ],
  blogCategoryIds: ["web-development"],
  articlesTag: "Blockchain",
  blogTags: ["Blockchain", "Solidity", "Smart Contracts"],
  jobCategoryIds: ["engineering"],
  jobTags: ["Solidity", "Ethereum", "Solana", "Rust"],
  contactDialog: { pageType: "blockchain-dapps", defaultService: "blockchain-dapps" },
  industryUseCases: [
    {
      title: "Financial Services",
      description:
        "Tokenised assets, on-chain settlement and stablecoin payments with compliance checks and reconciliation into existing ledgers.",
    },
    {
      title: "Supply Chain",
      description:
        "Shared, tamper-evident records of origin and custody that suppliers, carriers and auditors can verify without a central gatekeeper.",
    },
    {
      title: "Gaming and Digital Collectibles",
      description:
        "In-game items and collectibles players truly own, with marketplaces, royalties and gas-free transactions sponsored by the game.",
    },
    {
      title: "Loyalty and Rewards",
      description:
        "Points and membership passes as tokens that partners can accept, with wallets created behind the scenes for non-crypto customers.",
    },
    {
      title: "Credentials and Certificates",
      description:
        "Verifiable diplomas, licences and event tickets that holders keep in a wallet and anyone can check in seconds.",
    },
  ],
} satisfies ServicePageData;

export default page;
