-- buddy_profiles.search_text = the buddy's full name and description, for the trigram search.
-- The name lives in users, so both tables keep it current.
CREATE FUNCTION buddy_profiles_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := coalesce((SELECT full_name FROM users WHERE id = NEW.user_id), '') || ' ' || NEW.description;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER buddy_profiles_search_text
  BEFORE INSERT OR UPDATE OF description, user_id ON buddy_profiles
  FOR EACH ROW EXECUTE FUNCTION buddy_profiles_search_text();
--> statement-breakpoint
CREATE FUNCTION users_buddy_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE buddy_profiles SET search_text = NEW.full_name || ' ' || description WHERE user_id = NEW.id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_buddy_search_text
  AFTER UPDATE OF full_name ON users
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name)
  EXECUTE FUNCTION users_buddy_search_text();
--> statement-breakpoint
UPDATE buddy_profiles bp SET search_text = u.full_name || ' ' || bp.description FROM users u WHERE u.id = bp.user_id;
