#!/usr/bin/env python3
"""Turns a reference file of Shortcuts' built-in actions into the editor's catalog.

    Scripts/generate-builtin-actions.py NEWER.json [OLDER.json…] > Sources/IntentCatalogs/BuiltIn/builtin-actions.json

The references are WorkflowKit's action definitions as extracted by pfgithub/scpl (MIT):
branch `shortcuts3.0`, `src/Data/OutActions.json` (iOS 13), then branch `master`'s (iOS 12),
which fills in what the newer one leaves out (some actions there carry only their summary). Only facts are taken — identifiers, keys,
parameter classes, enumeration items, defaults, Apple's displayed strings and summaries — and
written in the editor's own schema (docs/BUILTIN-ACTIONS.md). The output is committed; run this
again when the reference changes.
"""
import json
import sys


def parameter(p):
    out = {"key": p["Key"], "label": p.get("Label") or p["Key"], "class": p.get("Class", "")}
    for source, target in [("DefaultValue", "default"), ("Placeholder", "placeholder"), ("Description", "description")]:
        if source in p and p[source] not in (None, ""):
            out[target] = p[source]
    if isinstance(p.get("Items"), list) and all(isinstance(i, str) for i in p["Items"]):
        out["items"] = p["Items"]
    if p.get("Multiline"):
        out["multiline"] = True
    if p.get("AllowsDecimalNumbers") is False:
        out["wholeNumbers"] = True
    if p.get("Hidden"):
        out["hidden"] = True
    if isinstance(p.get("PossibleUnits"), list):
        out["units"] = [u for u in p["PossibleUnits"] if isinstance(u, str)]
    if isinstance(p.get("DefaultUnit"), str):
        out["defaultUnit"] = p["DefaultUnit"]
    if p.get("AllowsNegativeNumbers"):
        out["negativeNumbers"] = True
    if isinstance(p.get("AllowedValueTypes"), list):
        out["itemTypes"] = [t for t in p["AllowedValueTypes"] if isinstance(t, int)]
    shown_when = []
    for r in p.get("RequiredResources", []) or []:
        if isinstance(r, dict) and r.get("WFResourceClass") == "WFParameterRelationResource" and "WFParameterKey" in r:
            values = r.get("WFParameterValues") or ([r["WFParameterValue"]] if "WFParameterValue" in r else [])
            shown_when.append({"key": r["WFParameterKey"], "relation": r.get("WFParameterRelation", "=="), "values": values})
    if shown_when:
        out["shownWhen"] = shown_when
    return out


def summary(s):
    if isinstance(s, str):
        return [{"format": s}]
    if isinstance(s, dict):
        variants = []
        for key, text in s.items():
            requires = {}
            keys = []
            for part in key.split(","):
                if "(" in part and part.endswith(")"):
                    name, value = part[:-1].split("(", 1)
                    requires[name] = "…" if value == "..." else value
                    keys.append(name)
                else:
                    keys.append(part)
            variant = {"format": text, "keys": keys}
            if requires:
                variant["requires"] = requires
            variants.append(variant)
        return variants
    return []


def main():
    reference = {}
    for path in sys.argv[1:]:
        for identifier, older in json.load(open(path, encoding="utf-8")).items():
            if not isinstance(older, dict):
                continue
            merged = reference.setdefault(identifier, {})
            for key, value in older.items():
                if merged.get(key) in (None, [], {}, ""):
                    merged[key] = value
    actions = []
    for identifier in sorted(reference):
        a = reference[identifier]
        if not isinstance(a, dict) or not a.get("Name"):
            continue
        description = a.get("Description") or {}
        entry = {
            "identifier": identifier,
            "title": a["Name"],
            "category": a.get("Category", ""),
            "subcategory": a.get("Subcategory", ""),
            "description": description.get("DescriptionSummary", "") if isinstance(description, dict) else "",
            "keywords": [k for k in a.get("ActionKeywords", []) or [] if isinstance(k, str)],
            "parameters": [parameter(p) for p in a.get("Parameters", []) or [] if isinstance(p, dict) and "Key" in p],
            "summary": summary(a.get("ParameterSummary")),
        }
        if isinstance(a.get("Input"), dict):
            entry["input"] = {"types": a["Input"].get("Types", []), "required": bool(a["Input"].get("Required"))}
        if isinstance(a.get("Output"), dict):
            entry["output"] = {"name": a["Output"].get("OutputName", ""), "types": a["Output"].get("Types", [])}
        actions.append(entry)
    write_catalog(actions, "pfgithub/scpl src/Data/OutActions.json, branches shortcuts3.0 (iOS 13) then master (iOS 12); "
                           "WorkflowKit facts; MIT", sys.stdout)


def write_catalog(actions, source, out):
    """One action per line, its identifier first: the editor indexes the catalog at start-up by
    reading lines, not by parsing JSON (IndexedCatalog). Still one JSON document."""
    out.write('{"actions":[\n')
    lines = []
    for action in actions:
        rest = {key: value for key, value in action.items() if key != "identifier"}
        entry = json.dumps({"identifier": action["identifier"]}, ensure_ascii=False, separators=(",", ":"))
        body = json.dumps(rest, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        lines.append(entry[:-1] + ("," + body[1:] if rest else "}"))
    out.write(",\n".join(lines))
    out.write('\n],"source":' + json.dumps(source, ensure_ascii=False) + "}\n")


if __name__ == "__main__":
    main()
