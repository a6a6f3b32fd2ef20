import { inCategory } from "./types.ts";

/** Network, messaging, device and decentralised protocols. */
export const protocols = inCategory("protocol", [
  {
    name: "HTTP/2",
    url: "https://httpwg.org/specs/rfc9113.html",
    description:
      "The binary version of HTTP that multiplexes many requests over one connection and compresses headers.",
  },
  {
    name: "HTTP/3",
    url: "https://httpwg.org/specs/rfc9114.html",
    description:
      "The version of HTTP that runs over QUIC instead of TCP, avoiding head-of-line blocking on lossy networks.",
  },
  {
    name: "QUIC",
    url: "https://datatracker.ietf.org/doc/html/rfc9000",
    description:
      "A UDP-based transport protocol with built-in encryption, fast connection set-up and independent streams.",
  },
  {
    name: "TLS 1.3",
    url: "https://datatracker.ietf.org/doc/html/rfc8446",
    description:
      "The current version of Transport Layer Security, with a faster handshake and only modern cipher suites.",
    aliases: ["TLS"],
  },
  {
    name: "gRPC",
    url: "https://grpc.io/",
    description:
      "A high-performance remote procedure call framework that uses Protocol Buffers over HTTP/2 for service-to-service calls.",
  },
  {
    name: "WebSocket",
    url: "https://developer.mozilla.org/en-US/docs/Web/API/WebSockets_API",
    description:
      "A protocol for full-duplex, long-lived connections between browser and server, used for chat, live updates and collaboration.",
    aliases: ["WebSockets"],
  },
  {
    name: "WebRTC",
    url: "https://webrtc.org/",
    description:
      "Browser APIs and protocols for real-time audio, video and data between peers without plug-ins.",
  },
  {
    name: "Server-Sent Events",
    url: "https://developer.mozilla.org/en-US/docs/Web/API/Server-sent_events",
    description:
      "A simple HTTP-based protocol for streaming one-way updates from server to browser over a long-lived response.",
    aliases: ["SSE"],
  },
  {
    name: "MQTT",
    url: "https://mqtt.org/",
    description:
      "A lightweight publish-subscribe messaging protocol designed for IoT devices on constrained networks.",
  },
  {
    name: "AMQP",
    url: "https://www.amqp.org/",
    description:
      "The Advanced Message Queuing Protocol, an open wire protocol for reliable messaging between applications and brokers.",
  },
  {
    name: "OPC UA",
    url: "https://opcfoundation.org/about/opc-technologies/opc-ua/",
    description:
      "A platform-independent protocol for secure, structured data exchange between industrial machines and software.",
  },
  {
    name: "Modbus",
    url: "https://www.modbus.org/",
    description:
      "A simple, long-established industrial protocol for reading and writing registers on controllers and sensors.",
  },
  {
    name: "Matter",
    url: "https://csa-iot.org/all-solutions/matter/",
    description:
      "The smart-home connectivity standard from the Connectivity Standards Alliance that lets devices from different brands work together.",
  },
  {
    name: "Bluetooth Low Energy",
    url: "https://www.bluetooth.com/",
    description:
      "The low-power variant of Bluetooth used by wearables, beacons, medical devices and sensors to talk to phones.",
    aliases: ["BLE"],
  },
  {
    name: "LoRaWAN",
    url: "https://lora-alliance.org/about-lorawan/",
    description:
      "A low-power, long-range wide-area network protocol for battery-powered IoT sensors.",
  },
  {
    name: "SMTP",
    url: "https://datatracker.ietf.org/doc/html/rfc5321",
    description: "The Simple Mail Transfer Protocol that carries email between mail servers.",
  },
  {
    name: "SSH",
    url: "https://datatracker.ietf.org/doc/html/rfc4251",
    description:
      "The Secure Shell protocol for encrypted remote login, command execution and file transfer.",
  },
  {
    name: "IPFS",
    url: "https://ipfs.tech/",
    description:
      "The InterPlanetary File System, a peer-to-peer protocol that addresses and retrieves files by their content hash.",
  },
  {
    name: "JSON-RPC",
    url: "https://www.jsonrpc.org/specification",
    description:
      "A lightweight remote procedure call protocol encoded in JSON, used by Ethereum nodes and many developer tools.",
  },
  {
    name: "Model Context Protocol",
    url: "https://modelcontextprotocol.io/",
    description:
      "An open protocol that connects AI assistants and agents to tools, data sources and prompts through a common interface.",
    aliases: ["MCP"],
  },
]);
