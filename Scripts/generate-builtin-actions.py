#!/usr/bin/env python3
"""Turns reference files of Shortcuts' built-in actions into the editor's catalog.

    Scripts/generate-builtin-actions.py ../shared/reference/shortcutkit/builtin-actions.json \
        --older Sources/IntentCatalogs/BuiltIn/builtin-actions.json > new.json && mv new.json Sources/IntentCatalogs/BuiltIn/builtin-actions.json

The references are WorkflowKit's action definitions: frontboat/shortcutkit's extract from
macOS 27 (Shortcuts 10.0, MIT) first, then — for what it leaves out — older extracts, in the
editor's own schema (the catalog as committed, first made from pfgithub/scpl's iOS 13 and iOS 12
`OutActions.json`, MIT) or in WorkflowKit's. An action only the older ones have is kept, marked
`removed` ("no longer in Shortcuts": read as before, not offered in the action library); a
category the newer one lacks is taken from the older. Only facts are taken — identifiers, keys,
parameter classes, enumeration items, defaults, Apple's displayed strings and summaries — and
written in the editor's own schema (docs/BUILTIN-ACTIONS.md). The output is committed; run this
again when the reference changes.
"""
import json
import sys


def parameter(p):
    parameter_class = p.get("Class", "")
    if not parameter_class and isinstance(p.get("Items"), list) and p["Items"]:
        # ToolKit's parameters (`"Source": "ToolKit"`) name no class; with items, they are
        # enumerations (Split Text's separator, Ask for Input's type).
        parameter_class = "WFEnumerationParameter"
    out = {"key": p["Key"], "label": p.get("Label") or humanized(p["Key"]), "class": parameter_class}
    if not p.get("Label"):
        out["labelMadeUp"] = True
    for source, target in [("DefaultValue", "default"), ("Placeholder", "placeholder"), ("Description", "description"),
                           ("Prompt", "prompt")]:
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
    if isinstance(p.get("MinimumValue"), (int, float)) and not isinstance(p.get("MinimumValue"), bool):
        out["minimum"] = p["MinimumValue"]
    if isinstance(p.get("MaximumValue"), (int, float)) and not isinstance(p.get("MaximumValue"), bool):
        out["maximum"] = p["MaximumValue"]
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


def humanized(key):
    """A label for a parameter the references give none: its key without Apple's prefix, in
    words ("WFQuantitySampleAdditionalQuantity" → "Quantity Sample Additional Quantity"),
    never the raw key. An older reference's label replaces it where there is one."""
    name = key[2:] if key.startswith("WF") and len(key) > 2 and key[2].isupper() else key
    words = ""
    for index, character in enumerate(name):
        if index > 0 and character.isupper() and (name[index - 1].islower() or
                                                  (index + 1 < len(name) and name[index + 1].islower() and name[index - 1].isupper())):
            words += " "
        words += character
    return words[:1].upper() + words[1:]


def variant_keys(key):
    """`WFA,WFB(Value)` → the keys a variant was written for, and the values it requires."""
    requires = {}
    keys = []
    for part in key.split(","):
        if "(" in part and part.endswith(")"):
            name, value = part[:-1].split("(", 1)
            requires[name] = "…" if value == "..." else value
            keys.append(name)
        elif part:
            keys.append(part)
    return keys, requires


def summary(s):
    if isinstance(s, str):
        return [{"format": s}]
    if isinstance(s, dict) and isinstance(s.get("possibleValues"), list):
        # WorkflowKit's current form: variants, each with its key list and required values.
        variants = []
        for pv in s["possibleValues"]:
            if not isinstance(pv, dict) or not isinstance(pv.get("format"), str):
                continue
            keys, requires = variant_keys(pv.get("key", ""))
            for name, value in (pv.get("requiredValues") or {}).items():
                text = value if isinstance(value, str) else json.dumps(value)
                # "..." is the enumeration's "…" item (Calculate's scientific operations).
                requires[name] = "…" if text == "..." else text
            variant = {"format": pv["format"], "keys": keys}
            if requires:
                variant["requires"] = requires
            variants.append(variant)
        return variants
    if isinstance(s, dict) and isinstance(s.get("format"), str):
        return [{"format": s["format"]}]
    if isinstance(s, dict):
        variants = []
        for key, text in s.items():
            keys, requires = variant_keys(key)
            variant = {"format": text, "keys": keys}
            if requires:
                variant["requires"] = requires
            variants.append(variant)
        return variants
    return []


def keywords(a):
    raw = a.get("ActionKeywords")
    if isinstance(raw, str):
        return [k for k in raw.split("|") if k]
    return [k for k in raw or [] if isinstance(k, str)]


def icon(a):
    """The action's icon as WorkflowKit names it: an SF Symbol and its colours, or a named image."""
    out = {}
    for source, target in [("IconSymbol", "symbol"), ("IconColor", "color"), ("IconSymbolColor", "symbolColor"), ("IconName", "image")]:
        if isinstance(a.get(source), str):
            out[target] = a[source]
    return out


def entry(identifier, a):
    """One action of a WorkflowKit extract in the editor's schema; None for one without a name."""
    if not isinstance(a, dict) or not a.get("Name"):
        return None
    description = a.get("Description") or {}
    out = {
        "identifier": identifier,
        "title": a["Name"],
        "category": a.get("Category", "") if isinstance(a.get("Category"), str) else "",
        "subcategory": a.get("Subcategory", "") if isinstance(a.get("Subcategory"), str) else "",
        "description": description.get("DescriptionSummary", "") if isinstance(description, dict) else "",
        "keywords": keywords(a),
        "parameters": [parameter(p) for p in a.get("Parameters", []) or [] if isinstance(p, dict) and "Key" in p],
        "summary": summary(a.get("ParameterSummary")),
    }
    if isinstance(a.get("Input"), dict):
        out["input"] = {"types": a["Input"].get("Types", []), "required": bool(a["Input"].get("Required"))}
        if isinstance(a["Input"].get("ParameterKey"), str):
            out["input"]["parameter"] = a["Input"]["ParameterKey"]
    if isinstance(a.get("Output"), dict):
        out["output"] = {"name": a["Output"].get("OutputName", ""), "types": a["Output"].get("Types", [])}
    if icon(a):
        out["icon"] = icon(a)
    # Every Find and Filter action keeps its conditions in `WFContentItemFilter`, as the eight
    # that declare it say (class WFFilterParameter, label "Filter"); ToolKit's leave it out.
    if a.get("ActionClass") == "WFContentItemFilterAction" and not any(p["key"] == "WFContentItemFilter" for p in out["parameters"]):
        out["parameters"].append({"key": "WFContentItemFilter", "label": "Filter", "class": "WFFilterParameter"})
    # Discontinued: gone from today's Shortcuts. (`Unavailable` is not: the extract was made on
    # a Mac, and it marks actions of the iPhone alone — Start Workout, Find Health Samples.)
    if a.get("Discontinued"):
        out["removed"] = True
        if isinstance(a.get("DiscontinuedReplacementTitle"), str):
            out["replacement"] = a["DiscontinuedReplacementTitle"]
    return out


def merged_parameters(newer, older):
    """The newer extract's parameters, with what the older knew and the newer leaves out.

    ToolKit's actions (Split Text, Ask for Input, Change Case) come with only some of their
    parameters, and without classes: files still hold the others, so the older's are kept —
    in the older's order when the newer's are all among them, after the newer's otherwise. A
    parameter the newer gives no class takes the older's."""
    older_by_key = {p["key"]: p for p in older}
    newer_by_key = {p["key"]: p for p in newer}
    for p in newer:
        before = older_by_key.get(p["key"])
        if before:
            # The older catalog wrote the key where it had no label: that is no label either.
            if p.get("labelMadeUp") and before.get("label") not in (None, "", before["key"]) and not before.get("labelMadeUp"):
                p["label"] = before["label"]
                del p["labelMadeUp"]
            for key, value in before.items():
                if key in ("label", "labelMadeUp"):
                    continue
                if key == "class" and p.get("class") and p["class"] != "WFEnumerationParameter":
                    continue
                if p.get(key) in (None, "", [], {}):
                    p[key] = value
            if not p.get("class") or (p["class"] == "WFEnumerationParameter" and before.get("class")
                                      and "items" not in before and before["class"] != "WFEnumerationParameter"):
                p["class"] = before.get("class", p.get("class", ""))
    if newer_by_key and set(newer_by_key) <= set(older_by_key):
        return [newer_by_key.get(p["key"], p) for p in older]
    return newer + [p for p in older if p["key"] not in newer_by_key]


# Keys real files hold that no reference describes, seen in the corpus
# (../shared/corpus/signed/0xilis_libshortcutsign_contactVerificationTest.shortcut: iOS 26's
# ToolKit text actions keep their input as `text`; Ask for Input's number answer; the older Get
# Contents of URL's expanding "Advanced"). Labels made up, as for any parameter without one.
OBSERVED = {
    "is.workflow.actions.text.split": [{"key": "text", "label": "Text", "class": "WFTextInputParameter"}],
    "is.workflow.actions.text.match": [{"key": "text", "label": "Text", "class": "WFTextInputParameter"}],
    "is.workflow.actions.text.combine": [{"key": "text", "label": "Text", "class": "WFTextInputParameter"}],
    "is.workflow.actions.text.changecase": [{"key": "text", "label": "Text", "class": "WFTextInputParameter"}],
    "is.workflow.actions.ask": [{"key": "WFAskActionDefaultAnswerNumber", "label": "Default Answer", "class": "WFNumberFieldParameter",
                                 "shownWhen": [{"key": "WFInputType", "relation": "==", "values": ["Number"]}]}],
    "is.workflow.actions.downloadurl": [{"key": "Advanced", "label": "Advanced", "class": "WFExpandingParameter"}],
}


def add_observed(identifier, action):
    known = {p["key"] for p in action.get("parameters", [])}
    for observed in OBSERVED.get(identifier, []):
        if observed["key"] not in known:
            action.setdefault("parameters", []).append(dict(observed, labelMadeUp=True))


def drop_unknown_requirements(action):
    """A variant requiring a value of a key no parameter has (Lock App's summaries name
    `WFLockOperation`, its parameter is `WFLockAppOperation`) cannot be told apart: the
    requirement is dropped, and the variant competes as an unconstrained one."""
    keys = {p["key"] for p in action.get("parameters", [])}
    for variant in action.get("summary", []):
        requires = variant.get("requires")
        if requires:
            kept = {k: v for k, v in requires.items() if k in keys}
            if kept:
                variant["requires"] = kept
            else:
                del variant["requires"]


def read(path):
    """A reference as {identifier: entry in the editor's schema}, whichever form it has."""
    data = json.load(open(path, encoding="utf-8"))
    if isinstance(data, dict) and isinstance(data.get("actions"), list):
        return {a["identifier"]: a for a in data["actions"] if isinstance(a, dict) and "identifier" in a}
    merged = {}
    for identifier, raw in data.items():
        made = entry(identifier, raw)
        if made:
            merged[identifier] = made
    return merged


def main():
    args = sys.argv[1:]
    newer = [a for i, a in enumerate(args) if a != "--older" and (i == 0 or args[i - 1] != "--older")]
    older = [args[i + 1] for i, a in enumerate(args) if a == "--older" and i + 1 < len(args)]
    actions = {}
    for path in newer:
        for identifier, made in read(path).items():
            actions.setdefault(identifier, made)
    for path in older:
        for identifier, made in read(path).items():
            current = actions.get(identifier)
            if current is None:
                # Only an older Shortcuts has it: read as before, not offered any more.
                actions[identifier] = dict(made, removed=True)
                continue
            # What the newer extract leaves empty (If's parameters and summaries, categories)
            # is taken from the older.
            for key, value in made.items():
                if key != "removed" and current.get(key) in (None, "", [], {}) and value not in (None, "", [], {}):
                    current[key] = value
            current["parameters"] = merged_parameters(current.get("parameters", []), made.get("parameters", []))
    for identifier, made in actions.items():
        add_observed(identifier, made)
        drop_unknown_requirements(made)
        for parameter in made.get("parameters", []):
            # A label that is a key of Apple's (an older extract's fallback) is no label.
            label = parameter.get("label", "")
            if label.startswith("WF") and len(label) > 2 and label[2].isupper():
                parameter["label"] = humanized(label)
                parameter["labelMadeUp"] = True
    write_catalog([actions[k] for k in sorted(actions)],
                  "frontboat/shortcutkit data/builtin-actions.json (WorkflowKit, macOS 27, Shortcuts 10.0); "
                  "older actions and categories from pfgithub/scpl src/Data/OutActions.json (iOS 13, iOS 12); "
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
