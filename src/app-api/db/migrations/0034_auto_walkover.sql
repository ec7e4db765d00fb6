-- The organiser may let the no-show clock give the walkover by itself; off unless they turn it on.
ALTER TABLE "tournaments" ADD COLUMN "auto_walkover" boolean DEFAULT false NOT NULL;