import { existsSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requireProgram } from "./tools.ts";

describe("requireProgram", () => {
  afterEach(() => vi.restoreAllMocks());

  it("finds a program on PATH", () => {
    const found = requireProgram("sh");
    expect(found.endsWith("/sh")).toBe(true);
    expect(existsSync(found)).toBe(true);
  });

  it("says how to install a missing program and exits 2", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const said = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => requireProgram("no-such-program-for-the-bench")).toThrow("exit 2");
    expect(exit).toHaveBeenCalledWith(2);
    expect(said.mock.calls[0]?.[0]).toContain("no-such-program-for-the-bench");
  });
});
