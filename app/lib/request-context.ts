import { createContext } from "react-router";

/** The per-request CSP nonce, set by the server for scripts it renders. */
export const nonceContext = createContext<string>("");
